import type { HttpEnvelope } from '@civic/domain';

/** The part of an Express response the envelope writers use. */
export interface JsonResponse {
  status(code: number): { json(body: unknown): unknown };
}

/** Every HTTP function answers `{ success, data }` or `{ success: false, error }` (domain `HttpEnvelope`). */
export function sendData<T>(res: JsonResponse, data: T, status = 200): void {
  res.status(status).json({ success: true, data } satisfies HttpEnvelope<T>);
}

export function sendFailure(res: JsonResponse, status: number, error: string): void {
  res.status(status).json({ success: false, error } satisfies HttpEnvelope<never>);
}

/** The public GET endpoints' answer to any other method. */
export const sendGetOnly = (res: JsonResponse) => sendFailure(res, 405, 'Method not allowed: use GET');
