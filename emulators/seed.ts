/**
 * Loads emulators/seed-data.json into running emulators: the documented logins, one upcoming event
 * and one open poll. Idempotent: running it twice changes nothing.
 * Accounts go through the same `createAccount` the admin callables use, so seed users are
 * provisioned exactly like real ones (record first, then Auth account, then role claim).
 */
import {
  COLLECTIONS,
  type EventDoc,
  type EventVisibility,
  type PollDoc,
  type ResultsVisibility,
  type Role,
  type Sponsor,
  type StreamSource,
} from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';

export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: Role;
  eligible: boolean;
}

interface SeedData {
  users: SeedUser[];
  events: {
    id: string;
    title: string;
    description: string;
    startsInHours: number;
    durationHours: number;
    visibility: EventVisibility;
    /** The bundled offline demo clip (web/public/media/town-hall: speech and subtitles), served by Vite and Hosting. */
    source: StreamSource;
  }[];
  polls: {
    id: string;
    question: string;
    description: string;
    kind?: 'poll' | 'ad';
    options: string[];
    resultsVisibility: ResultsVisibility;
    openForHours: number;
    sponsor?: Sponsor;
  }[];
}

export const seedData = JSON.parse(readFileSync(new URL('./seed-data.json', import.meta.url), 'utf8')) as SeedData;

const hoursFromNow = (hours: number) => Timestamp.fromMillis(Date.now() + hours * 3_600_000);

export async function seed(): Promise<void> {
  // Imported lazily: the Admin SDK must see the *_EMULATOR_HOST variables before it starts.
  const { createAccount } = await import('../functions/src/users/lib/createAccount.js');
  const { db } = await import('../functions/src/platform/app.js');

  // The seed's addresses are the project's own fixtures: verified, so they post like real users.
  for (const user of seedData.users) await createAccount({ ...user, emailVerified: true });

  const admin = seedData.users.find((u) => u.role === 'admin');
  for (const event of seedData.events) {
    const ref = db.collection(COLLECTIONS.events).doc(event.id);
    await ref
      .create({
        title: event.title,
        description: event.description,
        coverImageUrl: '',
        startsAt: hoursFromNow(event.startsInHours),
        endsAt: hoursFromNow(event.startsInHours + event.durationHours),
        status: 'scheduled',
        visibility: event.visibility,
        source: event.source,
        livePollId: null,
        overlay: null,
        wentLiveAt: null,
        endedAt: null,
        createdBy: admin?.uid ?? null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies EventDoc)
      .catch(ignoreExisting);
  }
  for (const poll of seedData.polls) {
    const ref = db.collection(COLLECTIONS.polls).doc(poll.id);
    await ref
      .create({
        kind: poll.kind ?? 'poll',
        question: poll.question,
        description: poll.description,
        options: poll.options.map((label, index) => ({ id: `o${index + 1}`, label })),
        optionIds: poll.options.map((_, index) => `o${index + 1}`),
        published: true,
        resultsVisibility: poll.resultsVisibility,
        opensAt: Timestamp.now(),
        closesAt: hoursFromNow(poll.openForHours),
        sponsor: poll.sponsor ?? null,
        createdBy: admin?.uid ?? null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies PollDoc)
      .catch(ignoreExisting);
  }
}

/** gRPC ALREADY_EXISTS: the seed ran before, keep what is there. */
function ignoreExisting(error: unknown): void {
  if ((error as { code?: number }).code !== 6) throw error;
}
