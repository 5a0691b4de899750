/**
 * One CSV row checked against the domain's import schema, its problem said in the reader's
 * language. The domain's `parseImportRow` writes "column: English sentence" (the server's report);
 * here the column keeps its name (it is the file's header, the same in every language) and the
 * sentence comes from the catalog (lib/i18n/field-messages, plus the import's own two refinements).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { importRowSchema, type ImportRow, type RawImportRow } from '@civic/domain';
import { i18n } from '@/lib/i18n/i18n';
import { fieldMessage } from '@/lib/i18n/field-messages';
import { SOURCE_LANGUAGE } from '@/lib/i18n/languages';

/** The import schema's own refinements, by their English text (the role and eligible columns). */
const IMPORT_MESSAGES: Record<string, MessageDescriptor> = {
  'Role must be admin or user': msg`Must be admin or user.`,
  'Eligible must be true or false': msg`Must be true or false.`,
};

export function readImportRow(
  row: Omit<RawImportRow, 'line'>,
): { ok: true; account: ImportRow } | { ok: false; reason: string } {
  const result = importRowSchema.safeParse(row);
  if (result.success) return { ok: true, account: result.data };
  const issue = result.error.issues[0];
  const column = typeof issue?.path[0] === 'string' ? issue.path[0] : 'row';
  if (!issue) return { ok: false, reason: column };
  const own = IMPORT_MESSAGES[issue.message];
  const sentence = own && i18n.locale !== SOURCE_LANGUAGE ? i18n._(own) : fieldMessage(issue);
  return { ok: false, reason: `${column}: ${sentence}` };
}
