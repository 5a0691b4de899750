/**
 * Where the language and theme menus sit: in the header, or — on a phone, in an area with a Menu
 * drawer — in the drawer, so the header keeps to two rows (brand and Menu; the account).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';

/** A viewport that is a phone (the sheet's 40rem) or not. */
function viewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width: 40rem'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function shell(navigation: { to: string; label: string }[]) {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AppShell navigationLabel="Admin navigation" navigation={navigation}>
        <p>Screen</p>
      </AppShell>
    </MemoryRouter>,
  );
}

const NAVIGATION = [{ to: '/admin', label: 'Dashboard' }];
const menus = (within_: ReturnType<typeof within>) => [
  within_.queryByRole('combobox', { name: 'Language' }),
  within_.queryByRole('combobox', { name: 'Theme' }),
];

describe('the shell’s language and theme menus', () => {
  it('sit in the header on a wide screen', () => {
    viewport(false);
    shell(NAVIGATION);
    for (const menu of menus(within(screen.getByRole('banner')))) expect(menu).toBeInTheDocument();
    for (const menu of menus(within(screen.getByRole('navigation', { name: 'Admin navigation' }))))
      expect(menu).toBeNull();
  });

  it('move into the Menu drawer on a phone, labelled, once each', () => {
    viewport(true);
    shell(NAVIGATION);
    for (const menu of menus(within(screen.getByRole('banner')))) expect(menu).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(drawer).toHaveClass('shell__nav--open');
    for (const menu of menus(within(drawer))) expect(menu).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Language' })).toHaveLength(1);
  });

  it('close the Menu drawer on Escape, and focus returns to the Menu button', () => {
    viewport(true);
    shell(NAVIGATION);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    const drawer = screen.getByRole('navigation', { name: 'Admin navigation' });
    const language = within(drawer).getByRole('combobox', { name: 'Language' });
    language.focus();
    fireEvent.keyDown(language, { key: 'Escape' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(drawer).not.toHaveClass('shell__nav--open');
    expect(menuButton).toHaveFocus();
    // Closed, Escape changes nothing (another component's Escape is its own).
    fireEvent.keyDown(menuButton, { key: 'Escape' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('stay in the header on a phone when there is no Menu drawer (the public pages)', () => {
    viewport(true);
    shell([]);
    for (const menu of menus(within(screen.getByRole('banner')))) expect(menu).toBeInTheDocument();
  });
});
