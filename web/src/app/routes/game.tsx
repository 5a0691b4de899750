import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { gamePaths } from '@/config/paths';
import { GameHistory, GameHome, GameLeaderboardScreen, GamePlayScreen } from '@/features/game/components/game-screens';

const SCREENS: { path: string; label: MessageDescriptor; screen: () => ReactNode }[] = [
  { path: gamePaths.home, label: msg`Join`, screen: () => <GameHome /> },
  { path: gamePaths.play, label: msg`Play`, screen: () => <GamePlayScreen /> },
  { path: gamePaths.leaderboard, label: msg`Leaderboard`, screen: () => <GameLeaderboardScreen /> },
  { path: gamePaths.history, label: msg`Past games`, screen: () => <GameHistory /> },
];

/**
 * `/game/` and its fixed sub-paths. Any other path below `/game/` (the spec opens the whole
 * prefix to signed-in users) shows the join screen.
 */
export function Component() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const current = SCREENS.find((s) => s.path === pathname.replace(/\/$/, '') || s.path === pathname) ?? SCREENS[0]!;
  return (
    <div className="stack game-area">
      <PageHeader title={i18n._(msg`Live trivia`)} />
      <nav aria-label={i18n._(msg`Game`)} className="game-nav">
        {SCREENS.map((s) => (
          <NavLink key={s.path} to={s.path} end className="game-nav__link">
            {i18n._(s.label)}
          </NavLink>
        ))}
      </nav>
      {current.screen()}
    </div>
  );
}
