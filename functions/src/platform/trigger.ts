import { FUNCTIONS_REGION } from '@civic/domain';
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logFailure } from './logFailure.js';

/** The Firestore events a trigger can follow, by the name `defineTrigger` takes. */
const FIRESTORE_EVENTS = { created: onDocumentCreated, updated: onDocumentUpdated, written: onDocumentWritten };

/** The handler each kind of trigger receives, with the path's parameters typed from `document`. */
interface Handlers<Document extends string> {
  created: Parameters<typeof onDocumentCreated<Document>>[1];
  updated: Parameters<typeof onDocumentUpdated<Document>>[1];
  written: Parameters<typeof onDocumentWritten<Document>>[1];
}

export type TriggerKind = keyof typeof FIRESTORE_EVENTS;

export interface TriggerOptions<Document extends string> {
  /** The document path the trigger follows, with `{wildcards}`. */
  document: Document;
  /**
   * Whether a failed run is delivered again (for up to 7 days). Required, so every trigger states
   * its decision: only a handler that is safe to run twice on the same event, and whose event is
   * still right to apply late, may retry (docs/ARCHITECTURE.md "Triggers").
   */
  retry: boolean;
}

/**
 * The one way Firestore triggers are declared, as `defineCallable` is for callables: region
 * us-central1 (FUNCTIONS_REGION), the retry decision stated, and a failure logged with its trigger
 * name and path parameters before it is rethrown (so a retrying trigger is still retried).
 */
export function defineTrigger<Kind extends TriggerKind, Document extends string>(
  name: string,
  kind: Kind,
  options: TriggerOptions<Document>,
  handler: (...args: Parameters<Handlers<Document>[Kind]>) => Promise<unknown>,
): ReturnType<(typeof FIRESTORE_EVENTS)[Kind]> {
  const run = async (...args: Parameters<Handlers<Document>[Kind]>) => {
    try {
      await handler(...args);
    } catch (error) {
      logFailure(`${name} failed`, error, { params: args[0].params, retry: options.retry });
      throw error;
    }
  };
  const on = FIRESTORE_EVENTS[kind] as unknown as (
    opts: { region: string; document: Document; retry: boolean },
    handler: typeof run,
  ) => ReturnType<(typeof FIRESTORE_EVENTS)[Kind]>;
  return on({ region: FUNCTIONS_REGION, document: options.document, retry: options.retry }, run);
}
