/**
 * The camera's broadcast panel and a viewer's refusal in other languages (issue 32): viewer counts
 * and the cap take each language's plural forms.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { joinErrorMessage } from '../api/join-error-message';
import type { ViewerConnection } from '../rtc/broadcaster';
import { BroadcastPanel } from './broadcast-panel';

afterEach(async () => {
  await activateLanguage('en');
});

const viewer = (state: string) => ({ state }) as unknown as ViewerConnection;
const panel = (viewers: ViewerConnection[]) => (
  <BroadcastPanel
    state="live"
    viewers={viewers}
    blockedBecause={null}
    notice={null}
    error={null}
    onGoLive={() => {}}
    onStop={() => {}}
  />
);

describe('the camera in another language', () => {
  it('counts connected viewers in Spanish', async () => {
    await activateLanguage('es');
    render(panel([viewer('connected'), viewer('connecting')]));
    expect(screen.getByRole('heading', { name: 'Transmisión' })).toBeInTheDocument();
    expect(screen.getByTestId('camera-connected')).toHaveTextContent(/^1 de \d+ espectadores conectados$/);
    expect(screen.getByText('1 más conectándose.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detener transmisión' })).toBeInTheDocument();
  });

  it('tells a viewer the broadcast is full with the cap in Arabic’s plural forms', async () => {
    await activateLanguage('ar');
    const full = { code: 'functions/resource-exhausted', message: 'full' };
    expect(joinErrorMessage(full, 1)).toContain('مشاهد واحد');
    expect(joinErrorMessage(full, 2)).toContain('مشاهدَين');
    expect(joinErrorMessage(full, 5)).toContain('5 مشاهدين');
  });
});
