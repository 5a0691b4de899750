/* eslint-disable lingui/no-unlocalized-strings -- URLs, not text: the spec fixes them, in every language. */
/**
 * Every URL of the app, defined once (docs/PRODUCT.md §2: 23 paths, no path parameters), and the
 * public pages we added beside them (INFO_PATHS: open data and privacy, issue 34; the replays' two,
 * issue 44, REPLAY_PAGES in features/replays/replay-path.ts: a replay's event is a query parameter).
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

/** Public pages beyond the spec's table (issue 34): every visitor may open them; prerendered. */
export const INFO_PATHS = [paths.openData, paths.privacy] as const;
