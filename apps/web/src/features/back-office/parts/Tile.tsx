import type { ReactNode } from 'react';

/** A titled card of figures or facts: the merchant's home and a customer's page lay out their tiles alike. */
export function Tile({ title, children, testId, wide }: { title: ReactNode; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <article className={wide ? 'bo-home__tile bo-customer__wide' : 'bo-home__tile'} data-testid={testId}>
      <h2 className="bo-home__tile-title">{title}</h2>
      {children}
    </article>
  );
}
