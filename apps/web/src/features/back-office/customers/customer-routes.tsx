import { Navigate, useParams, type RouteObject } from 'react-router';
import '../home/home-strings.ts';
import { CustomersPage } from './CustomersPage.tsx';
import { CustomerPage } from './CustomerPage.tsx';

/** /backOffice/customers and /backOffice/customers/:memberNo (issue 28). */
export const customerRoutes: RouteObject[] = [
  { path: 'customers', element: <CustomersPage /> },
  { path: 'customers/:memberNo', element: <CustomerRoute /> },
];

function CustomerRoute() {
  const { memberNo } = useParams();
  return memberNo ? <CustomerPage key={memberNo} memberNo={memberNo} /> : <Navigate to="/backOffice/customers" replace />;
}
