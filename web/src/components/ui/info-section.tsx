import type { ReactNode } from 'react';

/** One card of an information page (privacy, open data): a titled region, its heading an <h2>. */
export function InfoSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
