/** An open answer as the screens show it: like a visible post (docs/live-questions.md). */
export interface OpenAnswerView {
  /** The author's uid: one answer per account per question. */
  id: string;
  authorName: string;
  text: string;
  createdAtMs: number;
}
