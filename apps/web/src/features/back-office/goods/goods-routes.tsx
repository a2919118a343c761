import { Navigate, useParams, type RouteObject } from 'react-router';
import { addCatalogue } from '../../../lib/i18n.ts';
import { idOf } from '../parts/route-id.ts';
import { boGoodsCatalogue } from './goods.i18n.ts';
import { GoodsListPage } from './GoodsListPage.tsx';
import { GoodsFormPage } from './GoodsFormPage.tsx';
import { StockPage } from './StockPage.tsx';
import { CsvPage } from './CsvPage.tsx';
import { SearchWordsPage } from './SearchWordsPage.tsx';

// These strings arrive with the back office's lazy chunk, never with the storefront's script.
addCatalogue(boGoodsCatalogue);

/** /backOffice/goods/*: the list, a product's form (`new` or its id) and its stock. */
export const goodsRoutes: RouteObject[] = [
  { index: true, element: <GoodsListPage /> },
  { path: 'new', element: <GoodsFormPage key="new" id={null} /> },
  { path: 'csv', element: <CsvPage /> },
  { path: 'searchWords', element: <SearchWordsPage /> },
  { path: ':id', element: <GoodsForm /> },
  { path: ':id/stock', element: <Stock /> },
];

function GoodsForm() {
  const n = idOf(useParams().id);
  return n === null ? <Navigate to="/backOffice/goods" replace /> : <GoodsFormPage key={n} id={n} />;
}

function Stock() {
  const n = idOf(useParams().id);
  return n === null ? <Navigate to="/backOffice/goods" replace /> : <StockPage key={n} spuId={n} />;
}
