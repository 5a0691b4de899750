import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A file that could not be loaded (the archive, a replay): what happened, and "Try again". */
export function LoadFailed({ children, retry }: { children: ReactNode; retry: () => void }) {
  return (
    <div role="alert" className="alert alert--error stack">
      <p>{children}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </p>
    </div>
  );
}
