import { COLLECTIONS, isLiveQuestionKind, type PollDoc, type PollInput, type PollOption } from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { randomUUID } from 'node:crypto';
import { db } from '../../platform/app.js';

export const pollRef = (pollId: string): DocumentReference => db.collection(COLLECTIONS.polls).doc(pollId);

/**
 * Option ids are stable: an option the editor sends back with its id keeps it, a new option gets a
 * fresh one. Ids the poll never had are refused (a client cannot mint ids for votes to target).
 */
export function assignOptionIds(input: PollInput['options'], existing: readonly PollOption[] = []): PollOption[] {
  const known = new Set(existing.map((o) => o.id));
  return input.map(({ id, label }) => {
    if (id !== undefined && !known.has(id))
      throw new HttpsError('invalid-argument', `options: unknown option id ${id}`);
    return { id: id ?? randomUUID().replaceAll('-', '').slice(0, 10), label };
  });
}

/** The editable fields of the poll document, from a validated editor input. */
export function pollFields(input: PollInput, options: PollOption[]) {
  return {
    kind: input.kind,
    question: input.question,
    description: input.description,
    options,
    optionIds: options.map((o) => o.id),
    published: input.published,
    opensAt: Timestamp.fromMillis(input.opensAt),
    closesAt: Timestamp.fromMillis(input.closesAt),
    resultsVisibility: input.resultsVisibility,
    sponsor: input.kind === 'ad' ? input.sponsor : null,
    // Live questions (docs/live-questions.md): their settings, no options (the schema saw to both).
    settings: isLiveQuestionKind(input.kind) ? (input.settings ?? null) : null,
  } satisfies Partial<PollDoc<Timestamp>>;
}

export function sameOptions(a: readonly PollOption[], b: readonly PollOption[]): boolean {
  return a.length === b.length && a.every((o, i) => o.id === b[i]?.id && o.label === b[i]?.label);
}

/** Whether two live questions' settings are the same (key order aside); null and absent are one. */
export function sameSettings(a: PollDoc['settings'], b: PollDoc['settings']): boolean {
  const canonical = (settings: PollDoc['settings']) =>
    JSON.stringify(Object.entries(settings ?? {}).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}
