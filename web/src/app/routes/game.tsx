import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { gamePaths } from '@/config/paths';
import { GameHistory, GameHome, GameLeaderboardScreen, GamePlayScreen } from '@/features/game/components/game-screens';

const SCREENS: { path: string; label: string; screen: () => ReactNode }[] = [
  { path: gamePaths.home, label: 'Join', screen: () => <GameHome /> },
  { path: gamePaths.play, label: 'Play', screen: () => <GamePlayScreen /> },
  { path: gamePaths.leaderboard, label: 'Leaderboard', screen: () => <GameLeaderboardScreen /> },
  { path: gamePaths.history, label: 'Past games', screen: () => <GameHistory /> },
];

/**
 * `/game/` and its fixed sub-paths. Any other path below `/game/` (the spec opens the whole
 * prefix to signed-in users) shows the join screen.
 */
export function Component() {
  const { pathname } = useLocation();
  const current = SCREENS.find((s) => s.path === pathname.replace(/\/$/, '') || s.path === pathname) ?? SCREENS[0]!;
  return (
    <div className="stack game-area">
      <PageHeader title="Live trivia" />
      <nav aria-label="Game" className="game-nav">
        {SCREENS.map((s) => (
          <NavLink key={s.path} to={s.path} end className="game-nav__link">
            {s.label}
          </NavLink>
        ))}
      </nav>
      {current.screen()}
    </div>
  );
}
