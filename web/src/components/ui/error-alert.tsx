import type { ReactNode } from 'react';

/** A form- or panel-level error, announced to screen readers; renders nothing without a message. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (children == null || children === false || children === '') return null;
  return (
    <p role="alert" className="alert alert--error">
      {children}
    </p>
  );
}
