import type { ReactNode } from 'react';

export interface ChartFigureProps {
  title: string;
  /** A line under the title: the figure's total or what it counts. */
  summary?: ReactNode;
  /** The chart's numbers as text, for screen readers (the drawing is hidden from them). */
  text: string;
  /** One chart of components/charts (a drawing hidden from screen readers). */
  children: ReactNode;
}

/** One chart in a card: a caption, the drawing, and its numbers as text. */
export function ChartFigure({ title, summary, text, children }: ChartFigureProps) {
  return (
    <figure className="card analytics-chart">
      <figcaption>
        <strong>{title}</strong> {summary && <span className="muted">{summary}</span>}
      </figcaption>
      <div className="analytics-chart__plot">{children}</div>
      <p className="visually-hidden">{text}</p>
    </figure>
  );
}
