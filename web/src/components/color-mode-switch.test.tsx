import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { ColorModeSwitch } from './color-mode-switch';

describe('ColorModeSwitch', () => {
  it('is disabled in prerendered HTML: a choice made before hydration would be lost', () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <ColorModeSwitch />
      </I18nProvider>,
    );
    expect(html).toMatch(/<select[^>]*disabled/);
  });

  it('is enabled once React runs the page', () => {
    render(<ColorModeSwitch />);
    expect(screen.getByLabelText('Theme')).toBeEnabled();
  });
});
