import { Navigate, useParams, useSearchParams, type RouteObject } from 'react-router';
import '../home/home-strings.ts';
import { PrintOrderPage } from './PrintOrderPage.tsx';

/** /backOffice/print/:orderNo?kind=slip|receipt */
export const printRoutes: RouteObject[] = [{ path: 'print/:orderNo', element: <PrintRoute /> }];

function PrintRoute() {
  const { orderNo } = useParams();
  const [params] = useSearchParams();
  if (!orderNo) return <Navigate to="/backOffice" replace />;
  return <PrintOrderPage key={orderNo} orderNo={orderNo} kind={params.get('kind') === 'receipt' ? 'receipt' : 'slip'} />;
}
