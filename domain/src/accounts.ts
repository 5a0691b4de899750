/**
 * Account administration: the admin callables' requests and responses, and the bulk-import row
 * format. The browser validates with these schemas before a round trip; the functions validate
 * again with the same ones (never trust the browser).
 */
import { z } from 'zod';
import { issuePath } from './field-errors.js';
import { requestIdSchema, uidSchema } from './payload-schemas.js';
import { ROLES } from './roles.js';
import { displayNameSchema, emailSchema, passwordSchema, roleSchema } from './user-schemas.js';
import { USER_STATUSES, type UserStatus } from './user.js';

export { PASSWORD_RULES } from './user-limits.js';

export const setUserStatusRequest = z.object({ uid: uidSchema, status: z.enum(USER_STATUSES) });
export interface SetUserStatusResponse {
  uid: string;
  status: UserStatus;
}

export const setUserEligibilityRequest = z.object({ uid: uidSchema, eligible: z.boolean() });
export interface SetUserEligibilityResponse {
  uid: string;
  eligible: boolean;
}

export const deleteUserRequest = z.object({ uid: uidSchema });
export interface DeleteUserResponse {
  uid: string;
  /**
   * How many documents the deletion changed: contributions kept with their author anonymised, and
   * records re-keyed to an anonymous id or removed (docs/personal-data.md).
   */
  anonymised: number;
}

export const createUserRequest = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  role: roleSchema,
  eligible: z.boolean().optional(),
  /** A temporary password; the server generates one when none is given. */
  password: passwordSchema.optional(),
  requestId: requestIdSchema,
});
export interface CreateUserResponse {
  /** `existed`: an account with this email was already there, and nothing was changed. */
  outcome: 'created' | 'existed';
  uid: string;
  email: string;
  /** The temporary password, only when the account was created. */
  temporaryPassword: string | null;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

// Web Crypto exists in browsers and Node ≥ 20; domain compiles without DOM or Node types.
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(array: Uint32Array): Uint32Array } }).crypto;

/** A random temporary password that meets `passwordSchema` (letters and digits, 14 long). */
export function generateTemporaryPassword(length = 14): string {
  const bytes = new Uint32Array(length);
  for (;;) {
    webCrypto.getRandomValues(bytes);
    const password = Array.from(bytes, (n) => PASSWORD_ALPHABET[n % PASSWORD_ALPHABET.length]).join('');
    if (passwordSchema.safeParse(password).success) return password;
  }
}

// ---- bulk import ------------------------------------------------------------------------------

/** The CSV header: these columns, in any order; others are refused so a wrong file writes nothing. */
export const IMPORT_COLUMNS = {
  required: ['email', 'displayName', 'role'],
  optional: ['eligible', 'password'],
} as const;

export const IMPORT_LIMITS = {
  /** Rows per callable request: small enough to finish well inside the callable timeout. */
  chunkSize: 100,
  chunkMax: 250,
  /** A cell longer than this is not a user field: the file is malformed. */
  cellMax: 512,
} as const;

const TRUE_WORDS = ['true', 'yes', 'y', '1'];
const FALSE_WORDS = ['false', 'no', 'n', '0', ''];

/** One CSV row as text, validated into the account it describes. */
export const importRowSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  role: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ROLES, { error: `Role must be ${ROLES.join(' or ')}` })),
  eligible: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const word = (value ?? '').trim().toLowerCase();
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      ctx.addIssue({ code: 'custom', message: 'Eligible must be true or false' });
      return z.NEVER;
    }),
  password: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(passwordSchema.optional()),
});
export type ImportRow = z.output<typeof importRowSchema>;

const cell = z.string().max(IMPORT_LIMITS.cellMax, `A cell is longer than ${IMPORT_LIMITS.cellMax} characters`);

/** A row as read from the file, with its line number so outcomes point back at the file. */
export const rawImportRowSchema = z.object({
  line: z.int().positive(),
  email: cell,
  displayName: cell,
  role: cell,
  eligible: cell.optional(),
  password: cell.optional(),
});
export type RawImportRow = z.infer<typeof rawImportRowSchema>;

/** A raw row read into the account it describes, or the first problem with it, in words. */
export function parseImportRow(
  row: Omit<RawImportRow, 'line'>,
): { ok: true; account: ImportRow } | { ok: false; reason: string } {
  const result = importRowSchema.safeParse(row);
  if (result.success) return { ok: true, account: result.data };
  const issue = result.error.issues[0];
  return { ok: false, reason: `${(issue && issuePath(issue)) || 'row'}: ${issue?.message ?? 'invalid'}` };
}

export const importUsersChunkRequest = z.object({
  /** Identifies the file (e.g. its name and size) in the audit log; re-runs are safe anyway. */
  importId: z.string().trim().min(1).max(200),
  chunkIndex: z.int().nonnegative(),
  rows: z
    .array(rawImportRowSchema)
    .min(1, 'A chunk needs at least one row')
    .max(IMPORT_LIMITS.chunkMax, `A chunk holds at most ${IMPORT_LIMITS.chunkMax} rows`),
});

export type ImportOutcome = 'created' | 'existed' | 'invalid';
/**
 * Why the server refused a row, as a stable word the admin's screen says in its reader's language:
 * the row broke the import schema (`row`: the screen checks the row again to name the column and the
 * rule), or Firebase Authentication refused to create the account (`account-refused`).
 */
export type ImportRowProblem = 'row' | 'account-refused';
export interface ImportRowResult {
  line: number;
  email: string;
  outcome: ImportOutcome;
  /** The problem in English, for the audit and the function's logs. */
  reason?: string;
  problem?: ImportRowProblem;
}
export interface ImportUsersChunkResponse {
  chunkIndex: number;
  results: ImportRowResult[];
  counts: Record<ImportOutcome, number>;
}
