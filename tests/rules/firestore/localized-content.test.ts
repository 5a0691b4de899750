/**
 * firestore.rules and what admins write in several languages (docs/languages.md, "What admins
 * write"): events, polls (and ad polls and live questions) and constitutional votes carry their
 * versions in `translations`, written only by the admin callables, which validate them
 * (tests/integration/localized-content.test.ts). No caller, an admin included, can add a version,
 * an unknown language or a prototype key directly; citizens read the versions of what they may read.
 */
import { COLLECTIONS } from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-localized');
const { visitor, alice: citizen, admin } = rulesCallers(env);

const HOUR = 3_600_000;
const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);
const spanish = { es: { title: 'Cabildo abierto' } };

const DOCUMENTS: Record<string, Record<string, unknown>> = {
  [COLLECTIONS.events]: {
    title: 'Town hall',
    status: 'scheduled',
    visibility: 'signed-in',
    language: 'en',
    translations: spanish,
  },
  [COLLECTIONS.polls]: {
    kind: 'poll',
    question: 'Parks or roads?',
    published: true,
    opensAt: at(-HOUR),
    closesAt: at(HOUR),
    optionIds: ['a', 'b'],
    options: [
      { id: 'a', label: 'Parks', translations: { es: { label: 'Parques' } } },
      { id: 'b', label: 'Roads' },
    ],
    language: 'en',
    translations: { es: { question: '¿Parques o calles?' } },
  },
  [COLLECTIONS.constitutionalVotes]: { title: 'Charter', status: 'open', language: 'en', translations: spanish },
};
const ref = (ctx: RulesTestContext, collection: string) => doc(ctx.firestore(), collection, 'doc');

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), { alice: 'user', root: 'admin' });
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const [collection, data] of Object.entries(DOCUMENTS)) await setDoc(ref(ctx, collection), data);
  });
});

describe('versions in other languages are written by the admin callables only', () => {
  for (const collection of Object.keys(DOCUMENTS)) {
    for (const [who, caller] of [
      ['a visitor', visitor],
      ['a citizen', citizen],
      ['an admin (callables only)', admin],
    ] as const) {
      it(`${who} cannot add or change a version of ${collection}`, async () => {
        const document = ref(caller(), collection);
        await assertFails(updateDoc(document, { 'translations.es': { title: 'Otro' } }));
        await assertFails(updateDoc(document, { 'translations.fr': { title: 'Autre' } }));
        // (`__proto__` never reaches the rules: Firestore refuses field names like `__x__` itself.)
        await assertFails(updateDoc(document, { 'translations.constructor': { title: 'x' } }));
        await assertFails(updateDoc(document, { language: 'ar' }));
        await assertFails(setDoc(doc(caller().firestore(), collection, 'new'), DOCUMENTS[collection]));
      });
    }
  }

  it('a citizen reads the versions of what they may read', async () => {
    for (const collection of Object.keys(DOCUMENTS)) await assertSucceeds(getDoc(ref(citizen(), collection)));
  });
});
