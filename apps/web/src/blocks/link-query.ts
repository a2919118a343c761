import type { LinkTarget } from '@shop/contract';

/** A page link with a query added (detail pages read their id from the query); other targets as they are. */
export function withQuery(target: LinkTarget, query: Record<string, string>): LinkTarget {
  if (target.kind === 'page') return { kind: 'path', path: `/wv/${encodeURIComponent(target.pageCode)}`, query };
  if (target.kind === 'path') return { ...target, query: { ...target.query, ...query } };
  return target;
}
