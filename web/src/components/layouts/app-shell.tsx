import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { ColorModeSwitch } from '@/components/color-mode-switch';
import { LanguageMenu } from '@/components/language-menu';
import { isLanguageCode, type UiLanguage } from '@/lib/i18n/languages';
import { Button } from '@/components/ui/button';
import { homePathFor, type SignedInUser } from '@/lib/authorization';
import { paths } from '@/config/paths';
import { logout } from '@/lib/session/deferred-auth';
import { forgetReturnPath } from '@/lib/session/return-path';
import { useUser } from '@/lib/session/session-store';
import { useMediaQuery } from '@/lib/use-media-query';

export interface AppShellProps {
  /** Names the area's navigation for screen readers, e.g. "Admin navigation" (translated). */
  navigationLabel: string;
  navigation: { to: string; label: string }[];
  /** Extra header links (the default layout's Log in / Sign up). */
  headerLinks?: ReactNode;
  children: ReactNode;
}

/**
 * Publishes the sticky header's height as --header-height, so toasts (top-right, spec section 9)
 * open just below it instead of over Log out and the theme switch; the header wraps on phones.
 */
function useHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return header;
}

/**
 * A phone, as the sheet's header rules say (global.css, `.shell__header-end`): there the language
 * and theme menus move into the Menu drawer, so the header keeps to two rows (brand and Menu; the
 * account) even with the admin's Profile link and a long name.
 */
const PHONE = '(max-width: 40rem)';

/**
 * The frame every layout shares: skip link, header (brand, theme, account), the area's navigation
 * (a sidebar on wide screens, a Menu button on phones), the main landmark and the footer (privacy,
 * open data). The language and theme menus sit in the header, or in the Menu drawer on a phone
 * when the area has one.
 */
export function AppShell({ navigationLabel, navigation, headerLinks, children }: AppShellProps) {
  const user = useUser();
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  // Spec: logout lands on `/`. Said here, not only left to the screen's guards: a logout clicked
  // while the next screen is still loading (the address already changed) would otherwise meet that
  // screen's login guard first and end on /login.
  const logOutToLanding = () =>
    void logout().then(() => {
      forgetReturnPath();
      return navigate(paths.landing, { replace: true });
    });
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // The phone menu closes by itself on navigation: it is open only for the path it was opened on.
  const menuOpen = menuFor === location.pathname;
  const hasNavigation = navigation.length > 0;
  const header = useHeaderHeight();
  const onPhone = useMediaQuery(PHONE);
  const settingsInMenu = hasNavigation && onPhone;
  // A signed-in person's choice is saved on their account, so every device follows it.
  const saveOnAccount = (language: UiLanguage) => {
    if (!user || !isLanguageCode(language)) return;
    void import('@/lib/i18n/account-language')
      .then(({ saveAccountLanguage }) => saveAccountLanguage(user.uid, language))
      .catch((error: unknown) => console.warn('Could not save the language on this account', error));
  };

  const settings = (
    <>
      <LanguageMenu onChosen={saveOnAccount} />
      <ColorModeSwitch />
    </>
  );

  // Escape closes the open Menu drawer, from anywhere in it or on its button, and gives the focus
  // back to the button, as the CC menu does (docs/captions.md).
  const closeMenuOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuFor(null);
    event.currentTarget.querySelector<HTMLButtonElement>('.shell__menu-button')?.focus();
  };

  return (
    <div className={`shell${hasNavigation ? ' shell--with-nav' : ''}`} onKeyDown={closeMenuOnEscape}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="shell__header" ref={header}>
        <Link className="shell__brand" to={homePathFor(user as SignedInUser | null)}>
          <Trans>Civic Live</Trans>
        </Link>
        {hasNavigation && (
          <Button
            variant="secondary"
            className="shell__menu-button"
            aria-expanded={menuOpen}
            aria-controls="area-navigation"
            onClick={() => setMenuFor(menuOpen ? null : location.pathname)}
          >
            <Trans>Menu</Trans>
          </Button>
        )}
        <div className="shell__header-end">
          {headerLinks}
          {!settingsInMenu && settings}
          {user && (
            <>
              <bdi className="shell__user muted" title={user.displayName || user.email || undefined}>
                {user.displayName || user.email}
              </bdi>
              <Button variant="secondary" onClick={logOutToLanding}>
                <Trans>Log out</Trans>
              </Button>
            </>
          )}
        </div>
      </header>
      {hasNavigation && (
        <nav
          id="area-navigation"
          className={`shell__nav${menuOpen ? ' shell__nav--open' : ''}`}
          aria-label={navigationLabel || t`Site navigation`}
        >
          <ul>
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {settingsInMenu && <div className="shell__nav-settings">{settings}</div>}
        </nav>
      )}
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="shell__footer">
        <nav aria-label={t`About this site`}>
          <Link to={paths.privacy}>
            <Trans>Privacy</Trans>
          </Link>
          <Link to={paths.openData}>
            <Trans>Open data</Trans>
          </Link>
        </nav>
      </footer>
    </div>
  );
}
