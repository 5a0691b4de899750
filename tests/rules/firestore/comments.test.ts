/**
 * firestore.rules, comments and reports sections: who reads which comment, that no client writes
 * or forges a comment (status, pinned, upvotes…), the author's own delete, one upvote per account,
 * comment settings, author state, the blocked-words list, and reports (own only, never written by
 * clients). Posting and moderation themselves are callables (tests/integration/comments.test.ts).
 */
import {
  COLLECTIONS,
  FEED_PULSE_DOC,
  FEED_PULSE_LEASE_DOC,
  REPORT_EVIDENCE_DOC,
  UPVOTES_PULSE_DOC,
  UPVOTES_PULSE_LEASE_DOC,
  type CommentDoc,
} from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-comments');

const EVENT = 'event-1';
const { visitor, alice, bob, carol, admin, noRole, as } = rulesCallers(env);
/** Alice's token with her account disabled, and an admin's token after a demotion to user. */
const disabledAlice = () => as('alice-disabled', 'user');
const demotedAdmin = () => as('ex-admin', 'admin');

function commentData(overrides: Partial<CommentDoc> = {}): CommentDoc {
  return {
    eventId: EVENT,
    kind: 'comment',
    text: 'Hello',
    authorUid: 'alice',
    authorName: 'Alice',
    createdAt: Timestamp.now(),
    status: 'visible',
    reason: null,
    pinned: false,
    upvotes: 0,
    answered: false,
    highlighted: false,
    reportCount: 0,
    moderatedBy: null,
    moderatedAt: null,
    ...overrides,
  };
}

const COMMENTS = {
  visible: commentData(),
  heldByAlice: commentData({ status: 'held', reason: 'blocked-word' }),
  hiddenByAlice: commentData({ status: 'hidden', reason: 'spam' }),
  question: commentData({ kind: 'question', authorUid: 'bob', authorName: 'Bob' }),
  hiddenQuestion: commentData({ kind: 'question', status: 'hidden', reason: 'spam' }),
};

const commentRef = (ctx: RulesTestContext, id: string) =>
  doc(ctx.firestore(), COLLECTIONS.events, EVENT, COLLECTIONS.comments, id);
const comments = (ctx: RulesTestContext) =>
  collection(ctx.firestore(), COLLECTIONS.events, EVENT, COLLECTIONS.comments);
const upvoteRef = (ctx: RulesTestContext, commentId: string, uid: string) =>
  doc(ctx.firestore(), COLLECTIONS.events, EVENT, COLLECTIONS.comments, commentId, COLLECTIONS.upvotes, uid);
const reportRef = (ctx: RulesTestContext, id: string) => doc(ctx.firestore(), COLLECTIONS.reports, id);
const evidenceRef = (ctx: RulesTestContext, id: string) =>
  doc(ctx.firestore(), COLLECTIONS.reports, id, COLLECTIONS.reportEvidence, REPORT_EVIDENCE_DOC);

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), {
    alice: 'user',
    bob: 'user',
    carol: 'user',
    root: 'admin',
    'alice-disabled': { role: 'user', status: 'disabled' },
    'ex-admin': 'user',
  });
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const [id, data] of Object.entries(COMMENTS)) await setDoc(commentRef(ctx, id), data);
    await setDoc(commentRef(ctx, 'heldByDisabled'), commentData({ status: 'held', authorUid: 'alice-disabled' }));
    await setDoc(upvoteRef(ctx, 'question', 'carol'), { at: Timestamp.now(), uid: 'carol', eventId: EVENT });
    // An upvote of the old shape (no eventId; `uid` and `counted` stamped by the old trigger).
    await setDoc(upvoteRef(ctx, 'visible', 'carol'), { at: Timestamp.now(), counted: true, uid: 'carol' });
    await setDoc(doc(ctx.firestore(), COLLECTIONS.commentSettings, EVENT), { enabled: true, slowModeSeconds: 0 });
    await setDoc(doc(ctx.firestore(), COLLECTIONS.commenters, 'alice'), { blocked: true, lastPostAt: null });
    await setDoc(doc(ctx.firestore(), COLLECTIONS.moderation, 'blockedWords'), { words: ['scam'] });
    await setDoc(reportRef(ctx, 'alices'), {
      reporterUid: 'alice',
      status: 'open',
      text: 'Rude',
      createdAt: Timestamp.now(),
    });
    await setDoc(evidenceRef(ctx, 'alices'), { text: 'Rude words', authorUid: 'bob', takenAt: Timestamp.now() });
    await setDoc(reportRef(ctx, 'disableds'), {
      reporterUid: 'alice-disabled',
      status: 'open',
      text: 'Rude',
      createdAt: Timestamp.now(),
    });
    await setDoc(reportRef(ctx, 'bobs'), {
      reporterUid: 'bob',
      status: 'open',
      text: 'Spam',
      createdAt: Timestamp.now(),
    });
  });
});

describe('reading comments', () => {
  it('a visitor and an account without a role cannot read comments', async () => {
    await assertFails(getDoc(commentRef(visitor(), 'visible')));
    await assertFails(getDoc(commentRef(noRole(), 'visible')));
  });
  it('a user reads visible comments and lists the feed of visible ones', async () => {
    await assertSucceeds(getDoc(commentRef(bob(), 'visible')));
    await assertSucceeds(
      getDocs(query(comments(bob()), where('status', '==', 'visible'), orderBy('createdAt', 'desc'))),
    );
  });
  it('a user cannot read someone else’s held or hidden comment, nor list every comment', async () => {
    await assertFails(getDoc(commentRef(bob(), 'heldByAlice')));
    await assertFails(getDoc(commentRef(bob(), 'hiddenByAlice')));
    await assertFails(getDocs(comments(bob())));
    await assertFails(getDocs(query(comments(bob()), where('status', '==', 'held'))));
  });
  it('the author reads their own held comment (to see "held for review")', async () => {
    await assertSucceeds(getDoc(commentRef(alice(), 'heldByAlice')));
    await assertSucceeds(getDocs(query(comments(alice()), where('authorUid', '==', 'alice'))));
  });
  it('an admin reads every comment, held and hidden included', async () => {
    await assertSucceeds(getDocs(comments(admin())));
  });
  it('a disabled account reads nothing, not even its own held post; a demoted admin reads no held posts', async () => {
    await assertFails(getDoc(commentRef(disabledAlice(), 'visible')));
    await assertFails(getDoc(commentRef(disabledAlice(), 'heldByDisabled')));
    await assertFails(getDocs(comments(demotedAdmin())));
    await assertFails(getDoc(commentRef(demotedAdmin(), 'heldByAlice')));
  });
});

describe('writing comments: only through the callables', () => {
  it('a user cannot create a comment directly (skipping rate limit, blocks and blocked words)', async () => {
    await assertFails(setDoc(commentRef(alice(), 'direct'), commentData()));
  });
  it('a user cannot forge pinned, status, upvotes or moderation fields on any comment', async () => {
    await assertFails(updateDoc(commentRef(alice(), 'visible'), { pinned: true }));
    await assertFails(updateDoc(commentRef(alice(), 'heldByAlice'), { status: 'visible', reason: null }));
    await assertFails(updateDoc(commentRef(bob(), 'question'), { upvotes: 1000 }));
    await assertFails(updateDoc(commentRef(alice(), 'hiddenByAlice'), { moderatedBy: null, status: 'visible' }));
  });
  it('a user cannot edit someone else’s comment, in part or whole', async () => {
    await assertFails(updateDoc(commentRef(bob(), 'visible'), { text: 'Words put in Alice’s mouth' }));
    await assertFails(setDoc(commentRef(bob(), 'visible'), commentData({ authorUid: 'bob', authorName: 'Bob' })));
    await assertFails(updateDoc(commentRef(visitor(), 'visible'), { text: 'Anonymous edit' }));
  });
  it('a user cannot edit their own comment’s text (edits would dodge moderation)', async () => {
    await assertFails(updateDoc(commentRef(alice(), 'visible'), { text: 'Changed' }));
  });
  it('an admin cannot write comments directly either (moderation is audited by callables)', async () => {
    await assertFails(updateDoc(commentRef(admin(), 'visible'), { status: 'hidden' }));
  });
});

describe('deleting comments', () => {
  it('the author deletes their own visible or held comment', async () => {
    await assertSucceeds(deleteDoc(commentRef(alice(), 'visible')));
    await assertSucceeds(deleteDoc(commentRef(alice(), 'heldByAlice')));
  });
  it('nobody deletes someone else’s comment', async () => {
    await assertFails(deleteDoc(commentRef(bob(), 'visible')));
    await assertFails(deleteDoc(commentRef(admin(), 'visible')));
    await assertFails(deleteDoc(commentRef(visitor(), 'visible')));
  });
  it('a disabled author cannot delete their held post', async () => {
    await assertFails(deleteDoc(commentRef(disabledAlice(), 'heldByDisabled')));
  });
  it('the author cannot delete a comment a moderator hid (the summary keeps counting it)', async () => {
    await assertFails(deleteDoc(commentRef(alice(), 'hiddenByAlice')));
  });
});

describe('upvoting questions: once per account', () => {
  const upvote = (uid = 'alice', eventId = EVENT) => ({ at: serverTimestamp(), uid, eventId });
  it('a user upvotes a visible question once', async () => {
    await assertSucceeds(setDoc(upvoteRef(alice(), 'question', 'alice'), upvote()));
  });
  it('a second upvote by the same account is refused', async () => {
    await assertSucceeds(setDoc(upvoteRef(alice(), 'question', 'alice'), upvote()));
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'alice'), upvote()));
  });
  it('an upvote cannot be withdrawn and re-cast, nor forged as already counted', async () => {
    await assertFails(deleteDoc(upvoteRef(carol(), 'question', 'carol')));
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'alice'), { ...upvote(), counted: true }));
  });
  it('an upvote carries exactly its voter’s uid and its event’s id, and nothing else', async () => {
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'alice'), { at: serverTimestamp() }));
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'alice'), upvote('bob')));
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'alice'), upvote('alice', 'event-2')));
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'alice'), { ...upvote(), weight: 10 }));
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'alice'), { at: serverTimestamp(), uid: 'alice' }));
  });
  it('nobody upvotes in another account’s name, a plain comment, or a hidden question', async () => {
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'bob'), upvote('bob')));
    await assertFails(setDoc(upvoteRef(alice(), 'visible', 'alice'), upvote()));
    await assertFails(setDoc(upvoteRef(alice(), 'hiddenQuestion', 'alice'), upvote()));
  });
  it('a visitor or a disabled account cannot upvote; a backdated upvote is refused', async () => {
    await assertFails(setDoc(upvoteRef(visitor(), 'question', 'alice'), upvote()));
    await assertFails(setDoc(upvoteRef(disabledAlice(), 'question', 'alice-disabled'), upvote('alice-disabled')));
    await assertFails(setDoc(upvoteRef(alice(), 'question', 'alice'), { ...upvote(), at: Timestamp.fromMillis(0) }));
  });
  it('a user reads their own upvote but not another’s; an admin reads all', async () => {
    await assertFails(getDoc(upvoteRef(alice(), 'question', 'carol')));
    await assertSucceeds(getDoc(upvoteRef(alice(), 'question', 'alice')));
    await assertSucceeds(getDoc(upvoteRef(admin(), 'question', 'carol')));
  });
});

describe('the room’s one listener on the viewer’s own upvotes (a collection-group query)', () => {
  const mine = (ctx: RulesTestContext, uid: string | null, eventId: string | null = EVENT) =>
    query(
      collectionGroup(ctx.firestore(), COLLECTIONS.upvotes),
      ...(uid === null ? [] : [where('uid', '==', uid)]),
      ...(eventId === null ? [] : [where('eventId', '==', eventId)]),
    );
  it('an active account lists its own upvotes of the event, and finds them', async () => {
    await assertSucceeds(getDocs(mine(carol(), 'carol')));
    await assertSucceeds(getDocs(mine(carol(), 'carol', null)));
  });
  it('nobody lists another account’s upvotes, or upvotes without the uid constraint', async () => {
    await assertFails(getDocs(mine(alice(), 'carol')));
    await assertFails(getDocs(mine(alice(), null)));
    await assertFails(getDocs(mine(alice(), null, null)));
  });
  it('a visitor, a disabled account or an account with no role lists nothing', async () => {
    await assertFails(getDocs(mine(visitor(), 'alice')));
    await assertFails(getDocs(mine(disabledAlice(), 'alice-disabled')));
    await assertFails(getDocs(mine(noRole(), 'nobody')));
  });
});

describe('the upvote pulse’s summary and lease: the functions’ own', () => {
  const stat = (ctx: RulesTestContext, id: string) =>
    doc(ctx.firestore(), COLLECTIONS.events, EVENT, COLLECTIONS.stats, id);
  it('no client reads or writes them, admins included', async () => {
    for (const id of [UPVOTES_PULSE_DOC, UPVOTES_PULSE_LEASE_DOC]) {
      for (const ctx of [alice(), admin()]) {
        await assertFails(getDoc(stat(ctx, id)));
        await assertFails(setDoc(stat(ctx, id), { at: serverTimestamp() }));
      }
    }
  });
});

describe('the pulse feed’s digest, lease and change records: written by functions alone', () => {
  const stat = (ctx: RulesTestContext, id: string) =>
    doc(ctx.firestore(), COLLECTIONS.events, EVENT, COLLECTIONS.stats, id);
  const change = (ctx: RulesTestContext, id: string) =>
    doc(ctx.firestore(), COLLECTIONS.events, EVENT, COLLECTIONS.feedChanges, id);
  const forged = {
    latest: { seq: 99, added: [{ id: 'x', text: 'Vote for me', authorName: 'Mayor' }], removed: ['visible'] },
    history: [],
    through: serverTimestamp(),
    at: serverTimestamp(),
  };
  beforeEach(async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), COLLECTIONS.events, EVENT), { status: 'live', visibility: 'public' });
      await setDoc(stat(ctx, FEED_PULSE_DOC), { latest: { seq: 1 }, history: [] });
      await setDoc(stat(ctx, FEED_PULSE_LEASE_DOC), { at: Timestamp.now() });
      await setDoc(change(ctx, 'visible'), { at: Timestamp.now() });
    });
  });
  it('a citizen reads the digest of a live event; a visitor does not', async () => {
    await assertSucceeds(getDoc(stat(alice(), FEED_PULSE_DOC)));
    await assertFails(getDoc(stat(visitor(), FEED_PULSE_DOC)));
  });
  it('nobody writes the digest: a citizen, an admin client, a visitor, a disabled or demoted account', async () => {
    for (const ctx of [alice(), admin(), visitor(), disabledAlice(), demotedAdmin(), noRole()]) {
      await assertFails(setDoc(stat(ctx, FEED_PULSE_DOC), forged));
      await assertFails(updateDoc(stat(ctx, FEED_PULSE_DOC), { 'latest.removed': ['visible'] }));
      await assertFails(deleteDoc(stat(ctx, FEED_PULSE_DOC)));
    }
  });
  it('nobody reads or writes its lease or its change records, admins included', async () => {
    for (const ctx of [alice(), admin(), visitor()]) {
      await assertFails(getDoc(stat(ctx, FEED_PULSE_LEASE_DOC)));
      await assertFails(setDoc(stat(ctx, FEED_PULSE_LEASE_DOC), { at: serverTimestamp() }));
      await assertFails(getDoc(change(ctx, 'visible')));
      await assertFails(setDoc(change(ctx, 'hiddenByAlice'), { at: serverTimestamp() }));
    }
  });
  it('nobody puts a caption line in the digest or records one as changed, the captioner (an admin) included', async () => {
    const line = { id: 'l1', track: 'en', text: 'Polls close at noon', captionerUid: 'x', withdrawn: false };
    for (const ctx of [alice(), admin(), visitor(), demotedAdmin()]) {
      await assertFails(updateDoc(stat(ctx, FEED_PULSE_DOC), { 'latest.captions': [line] }));
      await assertFails(
        setDoc(stat(ctx, FEED_PULSE_DOC), { ...forged, latest: { ...forged.latest, captions: [line] } }),
      );
      await assertFails(setDoc(change(ctx, 'l1'), { at: serverTimestamp(), caption: true }));
    }
  });
});

describe('comment settings, author state and the blocked-words list', () => {
  const settings = (ctx: RulesTestContext) => doc(ctx.firestore(), COLLECTIONS.commentSettings, EVENT);
  const commenter = (ctx: RulesTestContext, uid: string) => doc(ctx.firestore(), COLLECTIONS.commenters, uid);
  const blockedWords = (ctx: RulesTestContext) => doc(ctx.firestore(), COLLECTIONS.moderation, 'blockedWords');

  it('signed-in viewers read an event’s comment settings; visitors do not', async () => {
    await assertSucceeds(getDoc(settings(bob())));
    await assertFails(getDoc(settings(visitor())));
  });
  it('nobody turns comments on, or slow mode off, from the browser', async () => {
    await assertFails(setDoc(settings(alice()), { enabled: true, slowModeSeconds: 0 }));
    await assertFails(setDoc(settings(admin()), { enabled: false }));
  });
  it('an author reads their own state but cannot unblock themselves or reset their last post', async () => {
    await assertSucceeds(getDoc(commenter(alice(), 'alice')));
    await assertFails(updateDoc(commenter(alice(), 'alice'), { blocked: false }));
    await assertFails(setDoc(commenter(alice(), 'alice'), { lastPostAt: null, blocked: false }));
    await assertFails(getDoc(commenter(bob(), 'alice')));
    await assertSucceeds(getDoc(commenter(admin(), 'alice')));
  });
  it('a disabled account reads neither its own state nor its own upvote', async () => {
    await assertFails(getDoc(commenter(disabledAlice(), 'alice-disabled')));
    await assertFails(getDoc(upvoteRef(disabledAlice(), 'question', 'alice-disabled')));
  });
  it('only admins read the blocked-words list; nobody writes it directly', async () => {
    await assertFails(getDoc(blockedWords(alice())));
    await assertSucceeds(getDoc(blockedWords(admin())));
    await assertFails(setDoc(blockedWords(admin()), { words: [] }));
  });
});

describe('reports', () => {
  it('a reporter reads their own reports and lists them', async () => {
    await assertSucceeds(getDoc(reportRef(alice(), 'alices')));
    await assertSucceeds(
      getDocs(query(collection(alice().firestore(), COLLECTIONS.reports), where('reporterUid', '==', 'alice'))),
    );
  });
  it('a disabled account cannot read its own reports', async () => {
    await assertFails(getDoc(reportRef(disabledAlice(), 'disableds')));
  });
  it('a user cannot read someone else’s report, nor list all reports', async () => {
    await assertFails(getDoc(reportRef(alice(), 'bobs')));
    await assertFails(getDocs(collection(alice().firestore(), COLLECTIONS.reports)));
  });
  it('a reporter cannot change their report’s status, nor anyone else’s', async () => {
    await assertFails(updateDoc(reportRef(alice(), 'alices'), { status: 'resolved' }));
    await assertFails(updateDoc(reportRef(alice(), 'bobs'), { text: 'Changed' }));
    await assertFails(deleteDoc(reportRef(bob(), 'alices')));
  });
  it('reports are filed through the callable only (one open report per comment is checked there)', async () => {
    await assertFails(setDoc(reportRef(alice(), 'direct'), { reporterUid: 'alice', status: 'open' }));
  });
  it('the reported comment’s text is for admins only: its own reporter cannot read it', async () => {
    await assertSucceeds(getDoc(evidenceRef(admin(), 'alices')));
    await assertFails(getDoc(evidenceRef(alice(), 'alices')));
    await assertFails(getDoc(evidenceRef(bob(), 'alices')));
    await assertFails(setDoc(evidenceRef(admin(), 'alices'), { text: 'Forged', authorUid: 'bob' }));
  });
  it('a visitor reads no reports; an admin reads all but writes through the callable', async () => {
    await assertFails(getDoc(reportRef(visitor(), 'alices')));
    await assertSucceeds(getDocs(collection(admin().firestore(), COLLECTIONS.reports)));
    await assertFails(updateDoc(reportRef(admin(), 'alices'), { status: 'resolved' }));
  });
});
