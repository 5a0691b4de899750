/* eslint-disable lingui/no-unlocalized-strings -- URLs, not text: the spec fixes them, in every language. */
/**
 * Every URL of the app, defined once (docs/PRODUCT.md §2: 23 paths, no path parameters), and the
 * public pages we added beside them (INFO_PATHS: open data and privacy, issue 34; the replays, issue
 * 44, whose event is a query parameter, so that the page is prerendered like the others).
 * Screens, links, guards and tests import these; a path is never typed twice.
 */
export const paths = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  stream: '/stream',
  openData: '/open-data',
  privacy: '/privacy',
  replays: '/replays',
  replay: '/replay',
  live: '/live',
  game: '/game/',
  fixer: '/fixer',
  usercreator: '/usercreator',
  userUploader: '/UserUploader',
  admin: {
    adpolls: '/Admin/adpolls',
    camera: '/Admin/camera',
    comments: '/Admin/comments',
    dashboard: '/Admin/dashboard',
    live: '/Admin/live',
    livestream: '/Admin/livestream',
    polls: '/Admin/polls',
    reports: '/Admin/reports',
    usermgmt: '/Admin/usermgmt',
  },
  user: {
    constitutionalVote: '/User/constitutional-vote',
    dashboard: '/User/dashboard',
    dashboardBackup: '/User/dashboardBackup',
    live: '/User/live',
    profile: '/User/profile',
  },
} as const;

/**
 * Fixed screens inside the one `/game/` route (the spec opens every path below it to signed-in
 * users). No ids: the current game is state, not part of the URL.
 */
export const gamePaths = {
  home: paths.game,
  play: '/game/play',
  leaderboard: '/game/leaderboard',
  history: '/game/history',
} as const;

/**
 * Public pages beyond the spec's table: every visitor may open them; prerendered; each loads the
 * `info` catalog with its screen (docs/languages.md). Open data and privacy (issue 34), the replays'
 * archive and a replay (issue 44, docs/replays.md).
 */
export const INFO_PATHS = [paths.openData, paths.privacy, paths.replays, paths.replay] as const;

/** The query parameters of a replay's address: the event, and where to start (seconds of event time). */
export const REPLAY_QUERY = { event: 'event', start: 't' } as const;

/** The address of a replay: `/replay?event=…`, with `&t=…` to start at a moment (event time). */
export function replayPath(eventId: string, startMs?: number): string {
  const query = new URLSearchParams({ [REPLAY_QUERY.event]: eventId });
  if (startMs !== undefined) query.set(REPLAY_QUERY.start, String(Math.floor(startMs / 1000)));
  return `${paths.replay}?${query}`;
}
