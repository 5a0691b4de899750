/**
 * gRPC status codes the Admin SDK's Firestore errors carry (`error.code`), for the outcomes of a
 * write that lost to another one and wrote nothing.
 */
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const ABORTED = 10;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A write's precondition (the document unchanged since it was read) no longer held. */
export const preconditionFailed = (error: unknown) => codeOf(error) === FAILED_PRECONDITION;

/**
 * The transaction kept losing to others writing the same documents at the same moment, and the
 * SDK gave up after its own retries ("too much contention", a lock timeout on the emulator).
 */
export const lostToContention = (error: unknown) => codeOf(error) === ABORTED;

/** An `update()` found no document: it was deleted since it was read. */
export const notFound = (error: unknown) => codeOf(error) === NOT_FOUND;

/** A `create()` found the document already there: someone else created it first. */
export const alreadyExists = (error: unknown) => codeOf(error) === ALREADY_EXISTS;

/**
 * Runs `run` (a transaction that creates) again when a concurrent one created its document first
 * (ALREADY_EXISTS): the rerun reads that document and decides with it.
 */
export async function runRetryingCreate<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!alreadyExists(error) || attempt >= attempts) throw error;
    }
  }
}
