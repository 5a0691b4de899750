import { Trans } from '@lingui/react/macro';
import { Button } from './button';

/** A figure that did not load, in words, with a Retry: a failed panel never blanks its neighbours. */
export function FigureError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={className}>
      <p>
        <Trans>Could not load this figure.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
