import { Navigate, useParams, type RouteObject } from 'react-router';
import { BO_RECORD_KINDS, type BoRecordKind } from '@shop/contract';
import { RecordListPage } from './RecordListPage.tsx';
import { RecordFormPage } from './RecordFormPage.tsx';
import { GoldPricePage } from './GoldPricePage.tsx';
import { WeightPricingReportPage } from './goods/WeightPricingReportPage.tsx';
import { StaffAccountsPage } from './StaffAccountsPage.tsx';
import { AuditPage } from './AuditPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { CounterHandOverPage } from './CounterHandOverPage.tsx';
import { goodsRoutes } from './goods/goods-routes.tsx';
import { clubRoutes } from './club/club-routes.tsx';
import { promotionRoutes } from './promotions/promotion-routes.tsx';
import { customerRoutes } from './customers/customer-routes.tsx';
import { printRoutes } from './printing/print-routes.tsx';
import { HomePage } from './home/HomePage.tsx';
import { LowStockPage } from './home/LowStockPage.tsx';
import './home/home-strings.ts';
import { OrderSearchPage } from './order-search/OrderSearchPage.tsx';
import { ReconciliationPage } from './payments/ReconciliationPage.tsx';
import { TillPage } from './till/TillPage.tsx';
import { TillDaysPage } from './till/TillDaysPage.tsx';
import { CounterViewingsPage } from './viewings/CounterViewingsPage.tsx';
import { ViewingSettingsPage } from './viewings/ViewingSettingsPage.tsx';
import { ViewingsReportPage } from './viewings/ViewingsReportPage.tsx';

/** The sections a staff member sees (BackOfficeApp's `useSections`). */
export interface BoSections {
  content: boolean;
  admin: boolean;
  goldDesk: boolean;
  counter: boolean;
  customers: boolean;
}

/**
 * /backOffice/*: the routes of the sections the staff member holds, as route objects (the app's one
 * routing style, decision 433); anything else goes to the member's landing screen `home`.
 */
export function backOfficeRoutes(sections: BoSections, home: string): RouteObject[] {
  return [
    { index: true, element: <Navigate to={home} replace /> },
    ...(sections.counter
      ? [{ path: 'home', element: <HomePage /> }, { path: 'lowStock/:storeCode', element: <LowStock admin={sections.admin} /> }, ...printRoutes]
      : []),
    ...(sections.customers ? customerRoutes : []),
    ...(sections.admin ? [{ path: 'orderSearch', element: <OrderSearchPage /> }] : []),
    // Goods priced by weight and what each rate change did (decision 317): the gold price desk's editor and the merchant.
    ...(sections.goldDesk
      ? [
          { path: 'goldPrice', element: <GoldPricePage /> },
          { path: 'goldPrice/byWeight', element: <WeightPricingReportPage admin={sections.admin} /> },
        ]
      : []),
    ...(sections.content
      ? [
          { path: ':kind', element: <KindList /> },
          { path: ':kind/:id', element: <KindForm /> },
        ]
      : []),
    ...(sections.admin
      ? [
          { path: 'goods', children: goodsRoutes },
          { path: 'promotions', children: promotionRoutes },
          { path: 'club', children: clubRoutes },
          { path: 'staff', element: <StaffAccountsPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'orders/:orderNo', element: <OrderDetail /> },
          { path: 'reconciliation', element: <ReconciliationPage /> },
          { path: 'tillDays', element: <TillDaysPage /> },
          { path: 'viewings', element: <ViewingSettingsPage /> },
          { path: 'viewings/report', element: <ViewingsReportPage /> },
        ]
      : []),
    ...(sections.counter
      ? [
          { path: 'counter', element: <CounterHandOverPage /> },
          { path: 'till', element: <TillPage /> },
          { path: 'counter/viewings', element: <CounterViewingsPage admin={sections.admin} /> },
        ]
      : []),
    { path: '*', element: <Navigate to={home} replace /> },
  ];
}

const isKind = (k: string | undefined): k is BoRecordKind => (BO_RECORD_KINDS as string[]).includes(k ?? '');

function KindList() {
  const { kind } = useParams();
  if (!isKind(kind)) return <Navigate to="/backOffice" replace />;
  return <RecordListPage key={kind} kind={kind} />;
}

function KindForm() {
  const { kind, id } = useParams();
  if (!isKind(kind)) return <Navigate to="/backOffice" replace />;
  const n = id === 'new' ? null : Number(id);
  if (n !== null && !(Number.isInteger(n) && n > 0)) return <Navigate to={`/backOffice/${kind}`} replace />;
  return <RecordFormPage key={`${kind}:${id}`} kind={kind} id={n} />;
}

function LowStock({ admin }: { admin: boolean }) {
  const { storeCode } = useParams();
  if (!storeCode) return <Navigate to="/backOffice/home" replace />;
  return <LowStockPage key={storeCode} storeCode={storeCode} stockLinks={admin} />;
}

function OrderDetail() {
  const { orderNo } = useParams();
  if (!orderNo) return <Navigate to="/backOffice/orders" replace />;
  return <OrderDetailPage key={orderNo} orderNo={orderNo} />;
}
