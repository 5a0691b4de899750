/**
 * The demo's citizens: the same people on every fresh start (a fixed pseudo-random sequence), so
 * the audience, the tests and the README can name them. Pure: no Firebase here.
 */

/** Every demo citizen signs in with this password (local emulators only, like the seed logins). */
export const CITIZEN_PASSWORD = 'Citizen-pass-1';
/** The imported batch's password, given in the CSV (an admin would hand these out). */
export const RESIDENT_PASSWORD = 'Resident-pass-1';
/**
 * The demo's simulated captioner (emulators/demo/captioner.ts): an administrator of its own, so its
 * lines never fill the seed admin's "Your last lines" in the control room nor count against the
 * seed admin's caption rate limit (docs/demo-data.md).
 */
export const DEMO_CAPTIONER = {
  uid: 'demo-captioner',
  email: 'captioner@civic.test',
  password: 'Captioner-pass-1',
  displayName: 'Demo captioner',
} as const;

/** The file name the imported batch is recorded under in the audit log. */
export const IMPORT_FILE = 'residents-north-ward.csv';

export interface DemoCitizen {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  eligible: boolean;
  /** Disabled by an administrator at the end of the seed (after taking part in the history). */
  disabled: boolean;
  /** When the account was created, in whole days before the seed ran (0 = today). */
  joinedDaysAgo: number;
}

export interface ImportedResident {
  email: string;
  password: string;
  displayName: string;
  eligible: boolean;
}

export const CITIZEN_COUNT = 212;
export const IMPORTED_COUNT = 28;

/** mulberry32: a small, fast, seedable generator; the demo needs repeatability, not secrecy. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = `
Amara Ben Chloé Dmitri Esther Farid Grace Hugo Ines Jonas Kemi Liam Maya Nikhil Olga Pablo Quinn
Rosa Samir Tessa Umar Vera Wen Ximena Yusuf Zoë Aiko Bruno Carmen Declan Elif Femi Greta Hamid
Ingrid Jae Kofi Lucía Mateo Nadia
`
  .trim()
  .split(/\s+/);
const LAST = `
Okafor Lindqvist Moreau Petrov Nakamura Haddad Kowalski Brennan Silva Novak Adeyemi Fischer Rossi
Chen Dubois Kaya Mensah Ivanova García Walsh Sato Berg Costa Mahmoud Jansen Osei Larsen Ruiz Keller
Byrne
`
  .trim()
  .split(/\s+/);

function uniqueNames(count: number, random: () => number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const first = FIRST[Math.floor(random() * FIRST.length)]!;
    const last = LAST[Math.floor(random() * LAST.length)]!;
    names.add(`${first} ${last}`);
  }
  return [...names];
}

/** More sign-ups lately: a community that is growing, so the accounts chart has a slope. */
function joinedDaysAgo(random: () => number): number {
  return Math.min(13, Math.floor(14 * random() ** 1.6));
}

const pad = (n: number) => String(n).padStart(3, '0');

function buildPeople() {
  const random = seededRandom(2027);
  const names = uniqueNames(CITIZEN_COUNT + IMPORTED_COUNT, random);
  const citizens: DemoCitizen[] = names.slice(0, CITIZEN_COUNT).map((displayName, i) => ({
    uid: `demo-citizen-${pad(i + 1)}`,
    email: `citizen-${pad(i + 1)}@civic.test`,
    password: CITIZEN_PASSWORD,
    displayName,
    eligible: i % 3 === 0,
    disabled: i % 17 === 16,
    joinedDaysAgo: joinedDaysAgo(random),
  }));
  const residents: ImportedResident[] = names.slice(CITIZEN_COUNT).map((displayName, i) => ({
    email: `resident-${pad(i + 1)}@civic.test`,
    password: RESIDENT_PASSWORD,
    displayName,
    eligible: i % 4 === 0,
  }));
  return { citizens, residents };
}

const people = buildPeople();

/** The 212 citizens created one by one (verified addresses, known password); 200 stay active. */
export const DEMO_CITIZENS: readonly DemoCitizen[] = people.citizens;
/** The 28 residents of the one imported batch (unverified, like any imported account). */
export const IMPORTED_RESIDENTS: readonly ImportedResident[] = people.residents;

/** Citizens who stay active (never disabled): the ones who can act in the room. */
export const ACTIVE_CITIZENS: readonly DemoCitizen[] = DEMO_CITIZENS.filter((c) => !c.disabled);

/**
 * The accounts `npm run dev` signs in as its audience (emulators/audience.ts): the first `size`
 * active citizens. Benchmarks take their probes from the other end of the list.
 */
export function audienceAccounts(size: number): DemoCitizen[] {
  if (size > ACTIVE_CITIZENS.length) {
    throw new Error(`The audience can be at most ${ACTIVE_CITIZENS.length} (the demo's active citizens), not ${size}.`);
  }
  return ACTIVE_CITIZENS.slice(0, size);
}
