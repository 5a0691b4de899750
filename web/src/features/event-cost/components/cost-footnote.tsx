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
          The cost model counts the Firestore reads, writes and deletes and the Cloud Functions calls each feature makes
          for the audience and the activity so far (votes, posts, reactions, captions, the game), and prices them at the
          published list prices, beyond the free tiers. Video delivery is not included: the stream’s own host carries
          it. The model and its prices are explained in docs/scale.md.
        </Trans>
      </p>
    </details>
  );
}
