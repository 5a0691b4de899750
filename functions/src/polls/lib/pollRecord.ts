import {
  COLLECTIONS,
  isLiveQuestionKind,
  SOURCE_LANGUAGE,
  type PollDoc,
  type PollInput,
  type PollOption,
} from '@civic/domain';
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
  return input.map(({ id, label, translations }) => {
    if (id !== undefined && !known.has(id))
      throw new HttpsError('invalid-argument', `options: unknown option id ${id}`);
    // Versions only where written: the whole list is written on each save, so a removed one goes.
    return { id: id ?? randomUUID().replaceAll('-', '').slice(0, 10), label, ...(translations && { translations }) };
  });
}

/** The editable fields of the poll document, from a validated editor input. */
export function pollFields(input: PollInput, options: PollOption[]) {
  return {
    kind: input.kind,
    question: input.question,
    description: input.description,
    // The author's language and the other versions (docs/languages.md, "What admins write"); an
    // edit that sends none clears those stored before.
    language: input.language ?? SOURCE_LANGUAGE,
    translations: input.translations ?? {},
    options,
    optionIds: options.map((o) => o.id),
    published: input.published,
    opensAt: Timestamp.fromMillis(input.opensAt),
    closesAt: Timestamp.fromMillis(input.closesAt),
    resultsVisibility: input.resultsVisibility,
    sponsor: input.kind === 'ad' ? input.sponsor : null,
    // Live questions (docs/live-questions.md): their settings, no options (the schema saw to both).
    settings: isLiveQuestionKind(input.kind) ? storedSettings(input.settings) : null,
  } satisfies Partial<PollDoc<Timestamp>>;
}

/**
 * Whether two option lists are the same, in every language: a vote means what its voter read, so
 * an option's versions freeze with it once the poll has votes (docs/languages.md).
 */
export function sameOptions(a: readonly PollOption[], b: readonly PollOption[]): boolean {
  const versions = (option: PollOption | undefined) => canonicalJson(option?.translations ?? {});
  return (
    a.length === b.length &&
    a.every((o, i) => o.id === b[i]?.id && o.label === b[i]?.label && versions(o) === versions(b[i]))
  );
}

/** JSON with every object's keys in order, so equal maps compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).sort(([x], [y]) => x.localeCompare(y));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
}

/** A live question's settings as stored: a scale's versions always a map (none: `{}`), never undefined. */
function storedSettings(settings: PollInput['settings']): PollDoc['settings'] {
  if (!settings) return null;
  return settings.kind === 'scale' ? { ...settings, translations: settings.translations ?? {} } : settings;
}

/**
 * Whether two live questions' settings are the same (key order aside, at every depth: a scale's
 * versions come back from Firestore in another order); null and absent are one, and so are no
 * versions and `{}`.
 */
export function sameSettings(a: PollDoc['settings'], b: PollDoc['settings']): boolean {
  const canonical = (settings: PollDoc['settings']) =>
    canonicalJson(settings?.kind === 'scale' ? { translations: {}, ...settings } : (settings ?? {}));
  return canonical(a) === canonical(b);
}
