import { Trans } from '@lingui/react/macro';
import { pricesCheckedOn } from './cost-texts';

/** That these are estimates at list price, when the prices were checked, and how the figure is made. */
export function CostFootnote() {
  const checked = pricesCheckedOn();
  return (
    <details className="event-cost__note">
      <summary>
        <Trans>Estimates at list price, prices checked on {checked}. How is this computed?</Trans>
      </summary>
      <p>
        <Trans>
          Firestore and Cloud Functions, from the cost model, beyond the free tiers; without the video. See
          docs/scale.md.
        </Trans>
      </p>
    </details>
  );
}
