/**
 * The demo seed acts through the product's own server code: each admin or citizen action is the
 * deployed callable itself, run in this process as that account (`.run`, the entry point
 * firebase-functions offers for running a callable outside HTTP). The callable's wrapper still
 * checks the account as it is now (role claim, record, status, verified email) and validates the
 * request with the shared schema, so seeded data obeys every rule a browser's request would.
 * Imported lazily: the Admin SDK must see the *_EMULATOR_HOST variables before it starts.
 */
import type { CallableName, RequestOf, ResponseOf, Role } from '@civic/domain';
import { randomUUID } from 'node:crypto';

export interface SeedActor {
  uid: string;
  role: Role;
}

interface RunnableCallable {
  run(request: unknown): Promise<unknown>;
}

type FunctionsModule = Record<string, unknown>;
let functionsModule: Promise<FunctionsModule> | undefined;
const loadFunctions = () => (functionsModule ??= import('../../functions/src/index.js') as Promise<FunctionsModule>);

/**
 * Runs callable `name` as `actor`, as if their browser had called it with a fresh ID token.
 * Refusals come back as the callable's own HttpsError.
 */
export async function callAs<K extends CallableName>(
  actor: SeedActor,
  name: K,
  data: RequestOf<K>,
): Promise<ResponseOf<K>> {
  const callable = (await loadFunctions())[name] as RunnableCallable | undefined;
  if (!callable?.run) throw new Error(`No callable ${name} is exported by functions/src/index.ts`);
  // A token minted now: `auth_time` after any revocation, `role` the claim the account holds.
  const token = { uid: actor.uid, role: actor.role, auth_time: Math.floor(Date.now() / 1000) };
  return (await callable.run({
    data,
    auth: { uid: actor.uid, token, rawToken: '' },
    rawRequest: { headers: {} },
    acceptsStreaming: false,
  })) as ResponseOf<K>;
}

/** A request id for the retry-safe creates (the browser sends one per submission). */
export const requestId = () => randomUUID();
