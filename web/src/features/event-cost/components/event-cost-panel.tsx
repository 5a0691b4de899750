import type { FirestoreLocation } from '@civic/domain';
import { Plural, Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FigureError } from '@/components/ui/figure-error';
import { LoadingState } from '@/components/ui/quiet-states';
import { formatMoney } from '@/lib/i18n/format-money';
import { useLiveEventCost, type LiveEventForCost } from '../api/use-live-event-cost';
import { CostBars } from './cost-bars';
import { CostFootnote } from './cost-footnote';
import { LocationPicker } from './location-picker';
import '../event-cost.css';

export interface EventCostPanelProps {
  event: LiveEventForCost;
  /** The control room's own count of viewers now (null until its first count). */
  viewersNow: number | null;
}

/**
 * Admin: what the running event is costing — the estimate so far, per hour at the current
 * audience, and per feature — from the cost model at list price (docs/scale.md, "In the control room").
 */
function PerHour({ amount }: { amount: string }) {
  return <Trans>{amount} an hour</Trans>;
}

export function EventCostPanel({ event, viewersNow }: EventCostPanelProps) {
  const [location, setLocation] = useState<FirestoreLocation>('us-central1');
  const cost = useLiveEventCost(event, viewersNow, location);
  const titleId = useId();
  return (
    <section className="card stack event-cost" aria-labelledby={titleId} data-slot="cost">
      <h2 id={titleId}>
        <Trans>What this event is costing</Trans>
      </h2>
      {cost.state === 'loading' && <LoadingState />}
      {cost.state === 'error' && <FigureError className="event-cost__error" onRetry={cost.retry} />}
      {cost.state === 'ready' && (
        <>
          <dl className="event-cost__figures">
            <div>
              <dt>
                <Trans>So far</Trans>
              </dt>
              <dd className="event-cost__figure" data-testid="cost-so-far">
                {formatMoney(cost.estimate.soFar)}
              </dd>
            </div>
            <div>
              <dt>
                <Plural value={Math.round(cost.viewersNow)} one="Per hour at # viewer" other="Per hour at # viewers" />
              </dt>
              <dd className="event-cost__figure" data-testid="cost-per-hour">
                <PerHour amount={formatMoney(cost.estimate.perHour)} />
              </dd>
            </div>
          </dl>
          <CostBars byFeature={cost.estimate.byFeature} />
        </>
      )}
      <LocationPicker value={location} onChange={setLocation} />
      <CostFootnote />
    </section>
  );
}
