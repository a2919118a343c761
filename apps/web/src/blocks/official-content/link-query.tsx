import { useCallback, type MouseEvent, type ReactNode } from 'react';
import type { LinkTarget } from '@shop/contract';
import { useGo } from '../../lib/navigation.tsx';

/** A configured page link with a query (storeId, brandId, articleId…): its address and its navigation. */
export function useTargetWithQuery() {
  const { resolve, perform } = useGo();
  return useCallback(
    (target: LinkTarget, query: Record<string, string>) => {
      const action = resolve(target, query);
      const href = action.type === 'route' ? action.to : action.type === 'location' ? action.href : undefined;
      return { action, href, go: () => perform(action) };
    },
    [resolve, perform],
  );
}

/** An anchor to a configured page with a query; plain clicks navigate in the app. */
export function QueryLink({
  target,
  query,
  className,
  children,
  ariaLabel,
  onNavigate,
}: {
  target: LinkTarget;
  query: Record<string, string>;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
  onNavigate?: () => void;
}) {
  const link = useTargetWithQuery()(target, query);
  if (!link.href) return <span className={className}>{children}</span>;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate?.();
    link.go();
  };
  return (
    <a href={link.href} className={className} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
