import {
  BALLOT_STATEMENT,
  CAMERA_PATHS,
  COLLECTIONS,
  EXPORT_PAGE_BYTES,
  EXPORT_SECTIONS,
  joinExportPages,
  parseExportCursor,
  type ExportedDoc,
  type ExportSection,
  type PersonalDataExport,
  type PersonalDataExportPage,
} from '@civic/domain';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../../platform/app.js';
import { pagesOf } from './pages.js';

/** Fields that name administrators (who moderated, who handled): not the person's data. */
const ADMIN_FIELDS = ['moderatedBy', 'handledBy', 'handledByName', 'handlerUids', 'by'];

/** A document's data as JSON: times as ISO strings, administrators' identities left out. */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !ADMIN_FIELDS.includes(key))
        .map(([key, inner]) => [key, plain(inner)]),
    );
  }
  return value;
}

const exported = (doc: DocumentSnapshot): ExportedDoc => ({
  path: doc.ref.path,
  data: plain(doc.data() ?? {}) as Record<string, unknown>,
});

/**
 * Where the export reads, in order (PERSONAL_DATA in domain says which collection feeds which
 * section). A page of the file goes through them from its cursor: `fixed` documents read by id,
 * `query` a query on the person's uid (a collection group's, positioned by path, or a top-level
 * collection's, by id), `under` the documents keyed by the uid under each poll, event or game (a
 * page of parents at a time, positioned by the parent's id).
 */
type Source =
  | { kind: 'fixed' }
  | { kind: 'query'; section: ExportSection; query: Query; group: boolean }
  | { kind: 'under'; parents: Query; sectionOf: Record<string, ExportSection> };

function sourcesOf(uid: string): Source[] {
  const group = (section: ExportSection, collection: string, field: string): Source => ({
    kind: 'query',
    section,
    query: db.collectionGroup(collection).where(field, '==', uid),
    group: true,
  });
  return [
    { kind: 'fixed' },
    group('comments', COLLECTIONS.comments, 'authorUid'),
    group('upvotes', COLLECTIONS.upvotes, 'uid'),
    group('liveAnswers', COLLECTIONS.liveResponses, 'authorUid'),
    group('liveAnswers', COLLECTIONS.liveAnswers, 'authorUid'),
    group('games', COLLECTIONS.gameAnswers, 'uid'),
    {
      kind: 'query',
      section: 'reports',
      query: db.collection(COLLECTIONS.reports).where('reporterUid', '==', uid),
      group: false,
    },
    group('census', COLLECTIONS.census, 'uid'),
    {
      kind: 'under',
      parents: db.collection(COLLECTIONS.polls).select('kind'),
      sectionOf: {
        [COLLECTIONS.votes]: 'pollVotes',
        [COLLECTIONS.impressions]: 'adPolls',
        [COLLECTIONS.adClicks]: 'adPolls',
        [COLLECTIONS.liveRespondents]: 'liveAnswers',
      },
    },
    {
      kind: 'under',
      parents: db.collection(COLLECTIONS.events).select('title'),
      sectionOf: {
        [COLLECTIONS.viewers]: 'viewing',
        [COLLECTIONS.viewerJoins]: 'viewing',
        [COLLECTIONS.attendance]: 'viewing',
        [CAMERA_PATHS.peers]: 'viewing',
        [COLLECTIONS.reactions]: 'reactions',
      },
    },
    {
      kind: 'under',
      parents: db.collection(COLLECTIONS.games).select('title'),
      sectionOf: { [COLLECTIONS.players]: 'games' },
    },
  ];
}

/**
 * One page of the caller's "Download my data" file (docs/personal-data.md): from `cursor` (null:
 * the start) through the sources in order, until the page holds EXPORT_PAGE_BYTES of documents —
 * far below the 10 MB a callable may answer — and `next` says where the following page starts, or
 * null when the file is complete. Every query is itself paged, so the reads hold one page at a
 * time. The cursor only positions the reads: every query is on the caller's own uid.
 */
export async function buildPersonalExportPage(
  uid: string,
  cursor: string | null,
  now = new Date(),
): Promise<PersonalDataExportPage> {
  const sections = Object.fromEntries(EXPORT_SECTIONS.map((name) => [name, [] as ExportedDoc[]])) as Record<
    ExportSection,
    ExportedDoc[]
  >;
  let bytes = 0;
  const push = (section: ExportSection, entry: ExportedDoc) => {
    sections[section].push(entry);
    bytes += Buffer.byteLength(JSON.stringify(entry));
  };
  const add = (section: ExportSection, docs: DocumentSnapshot[]) => {
    for (const doc of docs) if (doc.exists) push(section, exported(doc));
  };
  const page = (next: string | null): PersonalDataExportPage => ({
    format: 'civic-live-personal-data/1',
    exportedAt: now.toISOString(),
    uid,
    ballots: BALLOT_STATEMENT,
    sections,
    next,
  });

  const sources = sourcesOf(uid);
  let { source: index, after } = parseExportCursor(cursor);
  for (; index < sources.length; index++, after = null) {
    const source = sources[index]!;
    if (source.kind === 'fixed') {
      await addAccount(uid, add, push);
      continue;
    }
    const query = source.kind === 'query' ? source.query : source.parents;
    const byPath = source.kind === 'query' && source.group;
    const positionOf = (doc: QueryDocumentSnapshot) => (byPath ? doc.ref.path : doc.id);
    if (after !== null && (byPath ? after.split('/').length % 2 !== 0 : after.includes('/'))) {
      throw new HttpsError('invalid-argument', 'That is not a cursor of this export.');
    }
    for await (const docs of pagesOf(query, undefined, after)) {
      if (source.kind === 'query') add(source.section, docs);
      else await addUnder(docs, uid, source.sectionOf, add);
      after = positionOf(docs.at(-1)!);
      if (bytes >= EXPORT_PAGE_BYTES) return page(`${index}:${after}`);
    }
  }
  return page(null);
}

/** The whole file in one (the benchmark's in-process build): every page, joined. */
export async function buildPersonalExport(uid: string, now = new Date()): Promise<PersonalDataExport> {
  let cursor: string | null = null;
  const pages: PersonalDataExportPage[] = [];
  do {
    const next: PersonalDataExportPage = await buildPersonalExportPage(uid, cursor, now);
    pages.push(next);
    cursor = next.next;
  } while (cursor);
  return joinExportPages(pages);
}

/** The account record, the Auth account's sign-in facts, and the server's pacing stamps. */
async function addAccount(
  uid: string,
  add: (section: ExportSection, docs: DocumentSnapshot[]) => void,
  push: (section: ExportSection, entry: ExportedDoc) => void,
) {
  const [record, commenter, authUser] = await Promise.all([
    db.collection(COLLECTIONS.users).doc(uid).get(),
    db.collection(COLLECTIONS.commenters).doc(uid).get(),
    adminAuth.getUser(uid),
  ]);
  add('account', [record]);
  push('account', {
    path: `auth/${uid}`,
    data: {
      email: authUser.email ?? null,
      emailVerified: authUser.emailVerified,
      createdAt: authUser.metadata.creationTime,
      lastSignInAt: authUser.metadata.lastSignInTime,
    },
  });
  add('rateLimits', [commenter]);
}

/** The documents keyed by the uid under a page of parents, read by id with one getAll. */
async function addUnder(
  parents: QueryDocumentSnapshot[],
  uid: string,
  sectionOf: Record<string, ExportSection>,
  add: (section: ExportSection, docs: DocumentSnapshot[]) => void,
): Promise<void> {
  const refs: { section: ExportSection; ref: DocumentReference }[] = [];
  for (const parent of parents) {
    for (const [collection, section] of Object.entries(sectionOf)) {
      refs.push({ section, ref: parent.ref.collection(collection).doc(uid) });
    }
  }
  const found = await db.getAll(...refs.map(({ ref }) => ref));
  found.forEach((doc, i) => add(refs[i]!.section, [doc]));
}
