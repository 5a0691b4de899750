/**
 * The shared UI's own words in other languages (issue 32): a dialog's default buttons, the error
 * state's default title, a callable's error sentence, a progress percentage in the reader's format
 * and the navigation's labels.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationFor } from '@/lib/navigation';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { activateLanguage } from '@/lib/i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { ProgressBar } from './progress-bar';
import { ErrorState } from './states';

afterEach(async () => {
  await activateLanguage('en');
});

describe('the shared UI in another language', () => {
  it('says a dialog’s default buttons and the error state’s title in Spanish', async () => {
    await activateLanguage('es');
    render(<ConfirmDialog open title="¿Seguro?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Cancelar', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar', hidden: true })).toBeInTheDocument();
    render(<ErrorState error={{ code: 'functions/unavailable', message: 'unavailable' }} />);
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(
      screen.getByText('No se puede conectar con el servidor ahora mismo. Comprueba tu conexión e inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });

  it('writes a percentage the Spanish way', async () => {
    await activateLanguage('es');
    render(<ProgressBar label="Progreso" value={50} />);
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuetext', '50\u00a0%');
  });

  it('gives a callable’s bare code its Arabic sentence, and the navigation its Arabic labels', async () => {
    await activateLanguage('ar');
    expect(functionErrorMessage({ code: 'functions/deadline-exceeded', message: 'deadline-exceeded' }, 'x')).toBe(
      'لم يردّ الخادم في الوقت المناسب، لذا ربما تمّ ذلك وربما لا. تحقّق قبل المحاولة مجددًا.',
    );
    expect(navigationFor({ role: 'admin' }).map((item) => item.label)).toContain('مستخدم جديد');
  });
});
