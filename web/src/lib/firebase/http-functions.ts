import {
  FUNCTIONS_REGION,
  type HttpDownloadName,
  type HttpEnvelope,
  type HttpFunctionContracts,
  type HttpFunctionName,
  type HttpReplayName,
} from '@civic/domain';
import { emulatorOrigin, emulators, projectId } from '@/config/env';

/** URL of an HTTP (non-callable) function such as getUserByUid; needs no Functions SDK. */
export function httpFunctionUrl(name: HttpFunctionName | HttpDownloadName | HttpReplayName): string {
  return emulators.has('functions')
    ? `${emulatorOrigin('functions')}/${projectId}/${FUNCTIONS_REGION}/${name}`
    : `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net/${name}`;
}

/** An HTTP function answered `success: false`, or with something that is not its envelope. */
export class HttpFunctionError extends Error {
  constructor(
    readonly functionName: HttpFunctionName,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpFunctionError';
  }
}

export interface HttpFunctionRequest<K extends HttpFunctionName> {
  query: HttpFunctionContracts[K]['query'];
  /**
   * Set (even to null, when nobody is signed in) for a call made on a user's behalf: it then goes
   * out with JSON content and accept headers and the ID token as a bearer token (the spec's call
   * to getUserByUid). Left out, the GET carries no custom headers, so a browser sends it without
   * a CORS preflight (the public landing page).
   */
  idToken?: string | null;
  signal?: AbortSignal;
}

/** GETs an HTTP function and unwraps its `{success, data}` answer; a failure is thrown. */
export async function getHttpFunction<K extends HttpFunctionName>(
  name: K,
  { query, idToken, signal }: HttpFunctionRequest<K>,
): Promise<HttpFunctionContracts[K]['response']> {
  const url = new URL(httpFunctionUrl(name));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const headers: Record<string, string> =
    idToken === undefined
      ? {}
      : {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not text
          ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
        };
  const response = await fetch(url, { method: 'GET', headers, signal });
  const body = (await response.json().catch(() => null)) as HttpEnvelope<HttpFunctionContracts[K]['response']> | null;
  if (typeof body?.success !== 'boolean') {
    throw new HttpFunctionError(
      name,
      response.status,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- for the console; screens show their own sentence
      `${name} answered HTTP ${response.status} without {success, data}`,
    );
  }
  if (!body.success) throw new HttpFunctionError(name, response.status, body.error);
  return body.data;
}
