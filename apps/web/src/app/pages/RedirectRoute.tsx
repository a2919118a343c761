import { Navigate, useSearchParams } from 'react-router';
import { useLocalHref } from '../../lib/links.tsx';

/** `/redirect?to=/path`: moves to a path of this site (never another origin), replacing the entry; an address's `lang` is kept. */
export function RedirectRoute() {
  const [params] = useSearchParams();
  const local = useLocalHref();
  const to = params.get('to') ?? '/';
  const safe = to.startsWith('/') && !to.startsWith('//') ? to : '/';
  return <Navigate to={local(safe)} replace />;
}
