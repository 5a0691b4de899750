import { COST_FEATURES, type CostFeature } from '@civic/domain';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/i18n/format-money';
import { COST_FEATURE_NAMES } from './cost-texts';

/**
 * Each feature's share of the estimate as a bar with its amount, largest first; features that cost
 * nothing are left out. A list, so it reads in order without the drawing.
 */
export function CostBars({ byFeature }: { byFeature: Record<CostFeature, number> }) {
  const { i18n } = useLingui();
  const rows = COST_FEATURES.filter((f) => byFeature[f] > 0).sort((a, b) => byFeature[b] - byFeature[a]);
  const top = Math.max(...rows.map((f) => byFeature[f]), 0);
  if (rows.length === 0) return null;
  return (
    <ul className="cost-bars">
      {rows.map((feature) => (
        <li key={feature} className="cost-bars__row" data-testid={`cost-feature-${feature}`}>
          <span className="cost-bars__name">{i18n._(COST_FEATURE_NAMES[feature])}</span>
          <span className="cost-bars__track" aria-hidden="true">
            <span className="cost-bars__bar" style={{ inlineSize: `${(100 * byFeature[feature]) / top}%` }} />
          </span>
          <span className="cost-bars__amount">{formatMoney(byFeature[feature])}</span>
        </li>
      ))}
    </ul>
  );
}
