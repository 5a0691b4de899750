import type { ReactNode } from 'react';
import { errorSentence } from '@/lib/firebase/functions-error';

/** Something is loading; announced politely to screen readers. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  /** Say what will appear here and why there is nothing yet. */
  children?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet: an honest sentence about what will appear here. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <section className="state state--empty card">
      <h2>{title}</h2>
      {children && <div className="muted">{children}</div>}
      {action}
    </section>
  );
}

export interface ErrorStateProps {
  title?: string;
  error?: unknown;
  /** E.g. a "Try again" button. */
  action?: ReactNode;
}

/** Something failed: says what, in words, and offers a way forward. */
export function ErrorState({ title = 'Something went wrong', error, action }: ErrorStateProps) {
  const message = errorSentence(error);
  return (
    <section className="state state--error card" role="alert">
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {action}
    </section>
  );
}
