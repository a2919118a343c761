import { Navigate, useSearchParams } from 'react-router';

/** `/redirect?to=/path`: moves to a path of this site (never another origin), replacing the entry. */
export function RedirectRoute() {
  const [params] = useSearchParams();
  const to = params.get('to') ?? '/';
  const safe = to.startsWith('/') && !to.startsWith('//') ? to : '/';
  return <Navigate to={safe} replace />;
}
