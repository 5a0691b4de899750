import { logger } from 'firebase-functions';

/**
 * Logs a failure with its cause. firebase-functions' logger keeps an `Error` only when it is one of
 * the message arguments (its stack becomes the entry's message); inside the structured fields an
 * Error has no enumerable properties and is written as `{}`, so `logger.error('x failed', { error })`
 * records that something failed and nothing of why (docs/ARCHITECTURE.md, "Logging a failure").
 */
export function logFailure(what: string, error: unknown, fields: Record<string, unknown> = {}): void {
  logger.error(what, error, fields);
}
