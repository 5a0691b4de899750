/**
 * Each language's catalogs (docs/languages.md, "Catalogs"), one chunk each: `public` (the shell and
 * the public pages, loaded at start), `info` and `auth` (the information pages' and the sign-in
 * forms', loaded with them), and the signed-in screens' by area: `app` (the citizen's screens and
 * everything the areas share, loaded by every signed-in screen), `admin` (what only the admin
 * screens show, loaded with their area) and `game` (what only the game shows, loaded with it);
 * `replays`, the replays' archive and replay page, loaded with them (docs/replays.md).
 * Which source file goes to which catalog: web/build-tools/public-catalog.ts and area-catalogs.ts.
 */
export const CATALOG_NAMES = ['public', 'info', 'auth', 'replays', 'app', 'admin', 'game'] as const;

export type CatalogName = (typeof CATALOG_NAMES)[number];

/**
 * The catalogs each signed-in area loads with its route table, layout and screens, besides the
 * public one (docs/languages.md, "The signed-in screens' catalogs, by area"): the shared `app` and
 * its own. A screen never loads another area's.
 */
export const AREA_CATALOGS = {
  citizen: ['app'],
  admin: ['app', 'admin'],
  game: ['app', 'game'],
} as const satisfies Record<string, readonly CatalogName[]>;

export type Area = keyof typeof AREA_CATALOGS;
