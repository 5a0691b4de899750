import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

export interface ChartFigureProps {
  title: string;
  /** A line under the title: the figure's total or what it counts. */
  summary?: ReactNode;
  /** The chart's numbers as text, for screen readers (the drawing is hidden from them). */
  text: string;
  /** One recharts chart: it fills the figure's plot area. */
  children: ReactElement;
  /** The plot area's height in px when the default (analytics.css) is too short for the chart. */
  plotHeight?: number;
}

/** One chart in a card: a caption, the drawing, and its numbers as text. */
export function ChartFigure({ title, summary, text, children, plotHeight }: ChartFigureProps) {
  return (
    <figure className="card analytics-chart">
      <figcaption>
        <strong>{title}</strong> {summary && <span className="muted">{summary}</span>}
      </figcaption>
      <div className="analytics-chart__plot" aria-hidden="true" style={plotHeight ? { height: plotHeight } : undefined}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <p className="visually-hidden">{text}</p>
    </figure>
  );
}
