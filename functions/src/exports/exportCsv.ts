import { EXPORT_TOTAL_HEADER, FUNCTIONS_REGION, csvRow, exportRequest } from '@civic/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { once } from 'node:events';
import { adminAuth } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { judgeAccount, loadAccountNow } from '../platform/currentAccount.js';
import { allowedOrigins } from '../platform/cors.js';
import { sendFailure, type JsonResponse } from '../platform/httpEnvelope.js';
import { csvSource } from './lib/csvSources.js';
import { logFailure } from '../platform/logFailure.js';

type Refusal = { status: 400 | 401 | 403 | 404 | 405; error: string };

const refuse = (res: JsonResponse, { status, error }: Refusal) => sendFailure(res, status, error);

/**
 * The admin behind a request's bearer token, judged like a callable's caller (functions/src/
 * platform/callable.ts): the token must verify (not revoked, account not disabled) and the account must be
 * an active admin *now* — a demoted admin's hour-long token exports nothing.
 */
async function adminOf(authorization: string | undefined): Promise<{ uid: string } | Refusal> {
  const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return { status: 401, error: 'Sign in to export: send Authorization: Bearer <ID token>.' };
  let decoded;
  try {
    decoded = await adminAuth.verifyIdToken(token, true);
  } catch (error) {
    // checkRevoked (always on in the Auth emulator) refuses a disabled account and an ended
    // session before judgeAccount could: answer them as the callables do (403 and 401).
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-disabled') return { status: 403, error: 'This account is disabled.' };
    if (code === 'auth/id-token-revoked') return { status: 401, error: 'This session was ended: sign in again.' };
    return { status: 401, error: 'Invalid or expired ID token: sign in again.' };
  }
  const verdict = judgeAccount(decoded, await loadAccountNow(decoded.uid), ['admin']);
  if (!verdict.ok) return { status: verdict.code === 'unauthenticated' ? 401 : 403, error: verdict.message };
  return { uid: decoded.uid };
}

/**
 * `GET exportCsv?kind=comments|votes|reports|participation&eventId=…`, admins only: one event's
 * CSV, streamed. The row count goes ahead in a header (the browser's progress bar); pages of
 * EXPORT_PAGE_SIZE documents are read with a cursor and written as they come, waiting for the
 * socket to drain, so memory stays flat at 100 000 rows and beyond. Each export is audited with
 * its row count, time and the process's peak memory (the export benchmark reads it there).
 */
export const exportCsv = onRequest(
  { region: FUNCTIONS_REGION, cors: allowedOrigins(), timeoutSeconds: 540, memory: '512MiB' },
  async (req, res) => {
    if (req.method !== 'GET') return void refuse(res, { status: 405, error: 'Method not allowed: use GET.' });
    const admin = await adminOf(req.get('authorization'));
    if ('error' in admin) return void refuse(res, admin);
    const parsed = exportRequest.safeParse(req.query);
    if (!parsed.success)
      return void refuse(res, { status: 400, error: parsed.error.issues[0]?.message ?? 'Invalid request.' });
    const { kind, eventId } = parsed.data;
    const source = await csvSource(kind, eventId);
    if (!source) return void refuse(res, { status: 404, error: 'That event does not exist.' });

    const started = Date.now();
    const startRss = process.memoryUsage().rss;
    let peakRss = startRss;
    let rows = 0;
    // The browser can cancel: stop reading pages once the connection is gone.
    let closed = false;
    let cancelled = false;
    res.on('close', () => (closed = true));
    try {
      const total = await source.count();
      res.status(200).set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${eventId}-${kind}.csv"`,
        'Cache-Control': 'no-store',
        [EXPORT_TOTAL_HEADER]: String(total),
        'Access-Control-Expose-Headers': EXPORT_TOTAL_HEADER,
      });
      res.write(`\uFEFF${csvRow(source.header)}`); // the BOM makes spreadsheets read UTF-8
      for await (const page of source.pages()) {
        if (closed) {
          cancelled = true;
          break;
        }
        rows += page.length;
        if (!res.write(page.map(csvRow).join(''))) await Promise.race([once(res, 'drain'), once(res, 'close')]);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }
      res.end();
    } catch (error) {
      logFailure('exportCsv failed', error, { kind, eventId, rows });
      if (res.headersSent) res.destroy(error as Error);
      else sendFailure(res, 500, 'The export failed.');
      return;
    }
    await logAdminAction({ uid: admin.uid, role: 'admin' }, 'export', `events/${eventId}`, {
      kind,
      rows,
      ms: Date.now() - started,
      startRssBytes: startRss,
      peakRssBytes: peakRss,
      cancelled,
    });
  },
);
