/**
 * The loading and empty states, in their own module (states.tsx re-exports them) because the app
 * shell and the public pages show them: they must not carry the error state's sentences table
 * (docs/performance.md, the public pages' 100 000 bytes).
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Something is loading; announced politely to screen readers. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t`Loading…`}</span>
    </div>
  );
}

export interface EmptyStateProps {
  /** A sentence, or one that holds what an admin wrote marked with its own language. */
  title: ReactNode;
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
