import {
  BALLOT_STATEMENT,
  CAMERA_PATHS,
  COLLECTIONS,
  EXPORT_SECTIONS,
  type ExportedDoc,
  type ExportSection,
  type PersonalDataExport,
} from '@civic/domain';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../platform/app.js';
import { pagesOf } from './pages.js';

/** Fields that name administrators (who moderated, who handled): not the person's data. */
const ADMIN_FIELDS = ['moderatedBy', 'handledBy', 'handledByName', 'by'];

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
 * Builds the caller's "Download my data" file (docs/personal-data.md): one section per kind of
 * data (PERSONAL_DATA in domain says which collection feeds which). Every query is paged, so the
 * reads hold one page at a time; the file itself is what the person has written, no more.
 */
export async function buildPersonalExport(uid: string, now = new Date()): Promise<PersonalDataExport> {
  const sections = Object.fromEntries(EXPORT_SECTIONS.map((name) => [name, [] as ExportedDoc[]])) as Record<
    ExportSection,
    ExportedDoc[]
  >;
  const add = (section: ExportSection, docs: DocumentSnapshot[]) => {
    for (const doc of docs) if (doc.exists) sections[section].push(exported(doc));
  };
  const addAll = async (section: ExportSection, query: Query) => {
    for await (const page of pagesOf(query)) add(section, page);
  };

  const [record, commenter, authUser] = await Promise.all([
    db.collection(COLLECTIONS.users).doc(uid).get(),
    db.collection(COLLECTIONS.commenters).doc(uid).get(),
    adminAuth.getUser(uid),
  ]);
  add('account', [record]);
  sections.account.push({
    path: `auth/${uid}`,
    data: {
      email: authUser.email ?? null,
      emailVerified: authUser.emailVerified,
      createdAt: authUser.metadata.creationTime,
      lastSignInAt: authUser.metadata.lastSignInTime,
    },
  });
  add('rateLimits', [commenter]);

  await addAll('comments', db.collectionGroup(COLLECTIONS.comments).where('authorUid', '==', uid));
  await addAll('upvotes', db.collectionGroup(COLLECTIONS.upvotes).where('uid', '==', uid));
  await addAll('liveAnswers', db.collectionGroup(COLLECTIONS.liveResponses).where('authorUid', '==', uid));
  await addAll('liveAnswers', db.collectionGroup(COLLECTIONS.liveAnswers).where('authorUid', '==', uid));
  await addAll('games', db.collectionGroup(COLLECTIONS.gameAnswers).where('uid', '==', uid));
  await addAll('reports', db.collection(COLLECTIONS.reports).where('reporterUid', '==', uid));
  await addAll('census', db.collectionGroup(COLLECTIONS.census).where('uid', '==', uid));

  // Documents keyed by the uid under each poll, event and game: read by id, a page of parents at a time.
  await underEach(
    db.collection(COLLECTIONS.polls).select('kind'),
    uid,
    {
      [COLLECTIONS.votes]: 'pollVotes',
      [COLLECTIONS.impressions]: 'adPolls',
      [COLLECTIONS.adClicks]: 'adPolls',
      [COLLECTIONS.liveRespondents]: 'liveAnswers',
    },
    add,
  );
  await underEach(
    db.collection(COLLECTIONS.events).select('title'),
    uid,
    {
      [COLLECTIONS.viewers]: 'viewing',
      [COLLECTIONS.viewerJoins]: 'viewing',
      [COLLECTIONS.attendance]: 'viewing',
      [CAMERA_PATHS.peers]: 'viewing',
      [COLLECTIONS.reactions]: 'reactions',
    },
    add,
  );
  await underEach(db.collection(COLLECTIONS.games).select('title'), uid, { [COLLECTIONS.players]: 'games' }, add);

  return {
    format: 'civic-live-personal-data/1',
    exportedAt: now.toISOString(),
    uid,
    ballots: BALLOT_STATEMENT,
    sections,
  };
}

async function underEach(
  parents: Query,
  uid: string,
  sectionOf: Record<string, ExportSection>,
  add: (section: ExportSection, docs: DocumentSnapshot[]) => void,
): Promise<void> {
  for await (const page of pagesOf(parents)) {
    const refs: { section: ExportSection; ref: DocumentReference }[] = [];
    for (const parent of page) {
      for (const [collection, section] of Object.entries(sectionOf)) {
        refs.push({ section, ref: parent.ref.collection(collection).doc(uid) });
      }
    }
    const found = await db.getAll(...refs.map(({ ref }) => ref));
    found.forEach((doc, i) => add(refs[i]!.section, [doc]));
  }
}
