/**
 * The CSV exports' names, descriptions and refusals in the reader's language. Only what the screen
 * says is translated: the files themselves keep English field names as column headers, the same
 * for every reader, so spreadsheets and scripts that read them keep working (docs/analytics.md).
 */
import type { ExportKind } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface ExportTexts {
  /** The button ("Export votes"). */
  action: MessageDescriptor;
  /** What the file holds. */
  description: MessageDescriptor;
  /** Names the progress bar. */
  progress: MessageDescriptor;
}

export const EXPORT_TEXTS: Record<ExportKind, ExportTexts> = {
  comments: {
    action: msg`Export comments`,
    description: msg`every comment and question, with its moderation status`,
    progress: msg`Comments export progress`,
  },
  votes: {
    action: msg`Export votes`,
    description: msg`every vote cast while the event ran`,
    progress: msg`Votes export progress`,
  },
  responses: {
    action: msg`Export live question answers`,
    description: msg`every answer to a word cloud, scale or open answer, held and hidden ones included`,
    progress: msg`Live question answers export progress`,
  },
  reports: {
    action: msg`Export reports`,
    description: msg`reports filed about the event, with their workflow`,
    progress: msg`Reports export progress`,
  },
  participation: {
    action: msg`Export participation`,
    description: msg`one row per account that watched or took part`,
    progress: msg`Participation export progress`,
  },
};

/** Why the server refused an export, by its HTTP status (docs/analytics.md lists them). */
export function exportRefusalText(status: number): MessageDescriptor {
  switch (status) {
    case 400:
      return msg`The export was refused: the request was not valid. Reload the page and try again.`;
    case 401:
      return msg`Your session has ended. Log in again to export.`;
    case 403:
      return msg`Only an active admin can export this event.`;
    case 404:
      return msg`This event no longer exists.`;
    default:
      return msg`The export failed. Try again in a moment.`;
  }
}
