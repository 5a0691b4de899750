import {
  COLLECTIONS,
  EXPORT_PAGE_SIZE,
  REPORT_EVIDENCE_DOC,
  isLiveQuestionKind,
  liveAnswerText,
  type EventDoc,
  type ExportKind,
  type LiveResponseDoc,
} from '@civic/domain';
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';
import { attendanceOf } from '../../analytics/lib/attendance.js';
import { eventPolls, eventWindow, votesWithin } from '../../analytics/lib/eventPolls.js';

type Row = unknown[];
type ToRow = (doc: QueryDocumentSnapshot) => Row;
/** Rows of a whole page at once, for an export that joins another document per row. */
type ToRows = (docs: QueryDocumentSnapshot[]) => Promise<Row[]>;
interface Part {
  query: Query;
  toRow?: ToRow;
  toRows?: ToRows;
}

/**
 * What one export writes: its header, its row count (for the progress bar) and its rows by page.
 * The header is the documents' field names, in English whatever the admin's language: the files
 * are read by spreadsheets and scripts, which need the same columns every time (docs/analytics.md).
 */
export interface CsvSource {
  header: string[];
  count(): Promise<number>;
  pages(): AsyncGenerator<Row[]>;
}

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : '');

/** Reads `query` page after page with a cursor: one page of documents is held at a time. */
async function* pagesOf({ query, toRow, toRows }: Part): AsyncGenerator<Row[]> {
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (cursor ? query.startAfter(cursor) : query).limit(EXPORT_PAGE_SIZE).get();
    if (page.empty) return;
    yield toRows ? await toRows(page.docs) : page.docs.map(toRow!);
    if (page.size < EXPORT_PAGE_SIZE) return;
    cursor = page.docs[page.docs.length - 1];
  }
}

/** Several queries written one after the other as one export. */
function sourceOf(header: string[], parts: Part[]): CsvSource {
  return {
    header,
    count: async () =>
      (await Promise.all(parts.map(async (p) => (await p.query.count().get()).data().count))).reduce(
        (a, b) => a + b,
        0,
      ),
    async *pages() {
      for (const part of parts) yield* pagesOf(part);
    },
  };
}

const COMMENT_FIELDS = [
  'kind',
  'status',
  'reason',
  'authorUid',
  'authorName',
  'text',
  'upvotes',
  'pinned',
  'answered',
  'reportCount',
];
const REPORT_FIELDS = [
  'subject',
  'category',
  'status',
  'reporterUid',
  'reporterName',
  'text',
  'commentId',
  'commentText',
  'note',
  'handledByName',
];

/**
 * A page of reports with each reported comment's text, read from the reports' evidence (one
 * getAll per page; the reporter's document does not carry it, docs/trust.md).
 */
async function reportRows(docs: QueryDocumentSnapshot[]): Promise<Row[]> {
  const withComment = docs.filter((d) => d.get('commentId'));
  const evidence = withComment.length
    ? await db.getAll(...withComment.map((d) => d.ref.collection(COLLECTIONS.reportEvidence).doc(REPORT_EVIDENCE_DOC)))
    : [];
  const textOf = new Map(evidence.map((e) => [e.ref.parent.parent!.id, e.get('text') as unknown]));
  const field = (d: QueryDocumentSnapshot, f: string) => (f === 'commentText' ? (textOf.get(d.id) ?? null) : d.get(f));
  return docs.map((d) => [
    d.id,
    iso(d.get('createdAt')),
    ...REPORT_FIELDS.map((f) => field(d, f)),
    iso(d.get('handledAt')),
  ]);
}

/** The export of `kind` for the event, or null when there is no such event. */
export async function csvSource(kind: ExportKind, eventId: string): Promise<CsvSource | null> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const event = await eventRef.get();
  if (!event.exists) return null;
  switch (kind) {
    case 'comments':
      // Every status (held, hidden, deleted too: the export is the moderation record).
      return sourceOf(
        ['commentId', 'createdAt', ...COMMENT_FIELDS],
        [
          {
            query: eventRef.collection(COLLECTIONS.comments).orderBy('createdAt'),
            toRow: (d) => [d.id, iso(d.get('createdAt')), ...COMMENT_FIELDS.map((f) => d.get(f))],
          },
        ],
      );
    case 'reports':
      return sourceOf(
        ['reportId', 'createdAt', ...REPORT_FIELDS, 'handledAt'],
        [
          {
            query: db.collection(COLLECTIONS.reports).where('eventId', '==', eventId).orderBy('createdAt'),
            toRows: reportRows,
          },
        ],
      );
    case 'votes': {
      // The votes cast while the event ran, poll by poll, in the order they were cast.
      const polls = await eventPolls(eventWindow(event.data() as Partial<EventDoc>));
      return sourceOf(
        ['pollId', 'question', 'uid', 'optionId', 'option', 'votedAt'],
        polls.map(({ id, poll, overlap }) => {
          const labels = new Map(poll.options.map((o) => [o.id, o.label]));
          return {
            query: votesWithin(id, overlap).orderBy('votedAt'),
            toRow: (d: QueryDocumentSnapshot) => {
              const optionId = d.get('optionId') as string;
              return [id, poll.question, d.id, optionId, labels.get(optionId), iso(d.get('votedAt'))];
            },
          };
        }),
      );
    }
    case 'responses': {
      // The answers to the event's live questions, question by question, held and hidden ones
      // too (the export is the moderation record), in the order they came. The CSV writer makes
      // every cell formula-safe: an answer is free text.
      const questions = (await eventPolls(eventWindow(event.data() as Partial<EventDoc>))).filter(({ poll }) =>
        isLiveQuestionKind(poll.kind),
      );
      return sourceOf(
        ['pollId', 'question', 'kind', 'uid', 'authorName', 'status', 'reason', 'answer', 'counted as', 'createdAt'],
        questions.map(({ id, poll, overlap }) => ({
          query: db
            .collection(COLLECTIONS.polls)
            .doc(id)
            .collection(COLLECTIONS.liveResponses)
            .where('createdAt', '>=', Timestamp.fromMillis(overlap.startMs))
            .where('createdAt', '<', Timestamp.fromMillis(overlap.endMs))
            .orderBy('createdAt'),
          toRow: (d: QueryDocumentSnapshot) => {
            const response = d.data() as LiveResponseDoc;
            return [
              id,
              poll.question,
              poll.kind,
              response.authorUid,
              response.authorName,
              response.status,
              response.reason,
              liveAnswerText(response.answer),
              response.forms.join(' | '),
              iso(response.createdAt),
            ];
          },
        })),
      );
    }
    case 'participation':
      // One row per account that watched or took part (the attendance records).
      return sourceOf(
        ['uid', 'viewed', 'viewedAt', 'voted', 'commented', 'reacted', 'engagedAt'],
        [
          {
            query: attendanceOf(eventId).orderBy(FieldPath.documentId()),
            toRow: (d) => [
              d.id,
              d.get('viewed') === true,
              iso(d.get('viewedAt')),
              d.get('voted') === true,
              d.get('commented') === true,
              d.get('reacted') === true,
              iso(d.get('engagedAt')),
            ],
          },
        ],
      );
  }
}
