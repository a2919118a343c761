import { Navigate, useParams, useSearchParams } from 'react-router';
import { addCatalogue } from '../../../lib/i18n.ts';
import { boHomeCatalogue } from './home.i18n.ts';
import { CustomerPage } from './CustomerPage.tsx';
import { PrintOrderPage } from './PrintOrderPage.tsx';
import './home.css';

// These strings arrive with the back office's lazy chunk, never with the storefront's script.
addCatalogue(boHomeCatalogue);

export { HomePage } from './HomePage.tsx';
export { CustomersPage } from './CustomersPage.tsx';
export { OrderSearchPage } from './OrderSearchPage.tsx';

/** /backOffice/customers/:memberNo */
export function CustomerRoute() {
  const { memberNo } = useParams();
  return memberNo ? <CustomerPage key={memberNo} memberNo={memberNo} /> : <Navigate to="/backOffice/customers" replace />;
}

/** /backOffice/print/:orderNo?kind=slip|receipt */
export function PrintRoute() {
  const { orderNo } = useParams();
  const [params] = useSearchParams();
  if (!orderNo) return <Navigate to="/backOffice" replace />;
  return <PrintOrderPage key={orderNo} orderNo={orderNo} kind={params.get('kind') === 'receipt' ? 'receipt' : 'slip'} />;
}
