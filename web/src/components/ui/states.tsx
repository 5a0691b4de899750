import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorSentence } from '@/lib/firebase/functions-error';

export { EmptyState, LoadingState, type EmptyStateProps } from './quiet-states';

export interface ErrorStateProps {
  title?: string;
  error?: unknown;
  /** E.g. a "Try again" button. */
  action?: ReactNode;
}

/** Something failed: says what, in words, and offers a way forward. */
export function ErrorState({ title, error, action }: ErrorStateProps) {
  const { t } = useLingui();
  const message = errorSentence(error);
  return (
    <section className="state state--error card" role="alert">
      <h2>{title ?? t`Something went wrong`}</h2>
      {message && <p>{message}</p>}
      {action}
    </section>
  );
}
