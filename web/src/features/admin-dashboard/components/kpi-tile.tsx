import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FigureError } from '@/components/ui/figure-error';
import { useAsync } from '@/lib/use-async';

export interface TileFigure {
  value: ReactNode;
  detail?: ReactNode;
}

export interface KpiTileProps<T> {
  /** Names the tile in ids and test ids, the same in every language ("votes-today"). */
  id: string;
  title: string;
  /** The screen the figure belongs to. */
  to: string;
  linkLabel: string;
  /** One aggregation round trip (or a few); the tile loads on its own, so one failure blanks nothing else. */
  load: () => Promise<T>;
  /** The figure, or null when there is nothing to count yet (the tile says so). */
  figure: (data: T) => TileFigure | null;
  /** Shown when `figure` returns null. */
  emptyText?: string;
}

/** One KPI: its own loading, empty and error states, a Retry, and a link to its screen. */
export function KpiTile<T>({ id, title, to, linkLabel, load, figure, emptyText = '' }: KpiTileProps<T>) {
  const result = useAsync(id, load);
  const shown = result.state === 'ready' ? figure(result.data) : null;
  return (
    <article className="card kpi-tile" aria-labelledby={`${id}-title`} aria-busy={result.state === 'loading'}>
      <h2 id={`${id}-title`} className="kpi-tile__title">
        {title}
      </h2>
      {result.state === 'loading' && (
        <>
          <p className="kpi-tile__value kpi-tile__value--loading" role="status">
            <span className="visually-hidden">
              <Trans>Loading…</Trans>
            </span>
            <span aria-hidden="true">…</span>
          </p>
          {/* The detail's line, held while the figure loads, so the tiles below do not move when it
              arrives (layout shift, docs/performance.md). */}
          <p className="muted kpi-tile__detail" aria-hidden="true">
            {'\u00a0'}
          </p>
        </>
      )}
      {result.state === 'error' && <FigureError className="kpi-tile__error" onRetry={result.retry} />}
      {result.state === 'ready' &&
        (shown ? (
          <>
            <p className="kpi-tile__value" data-testid={`kpi-${id}`}>
              {shown.value}
            </p>
            {shown.detail && <p className="muted kpi-tile__detail">{shown.detail}</p>}
          </>
        ) : (
          <p className="muted kpi-tile__empty">{emptyText}</p>
        ))}
      <Link className="kpi-tile__link" to={to}>
        {linkLabel}
      </Link>
    </article>
  );
}
