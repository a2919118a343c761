import { Navigate, useParams, type RouteObject } from 'react-router';
import { addCatalogue } from '../../../lib/i18n.ts';
import { idOf } from '../parts/route-id.ts';
import { boClubCatalogue } from './club.i18n.ts';
import { ClubGoodsListPage } from './ClubGoodsListPage.tsx';
import { ClubGoodsFormPage } from './ClubGoodsFormPage.tsx';
import { ClubCategoriesPage } from './ClubCategoriesPage.tsx';

// These strings (club goods, promotions, per-line refunds) arrive with the back office's lazy chunk.
addCatalogue(boClubCatalogue);

/** /backOffice/club/*: club goods (list, form) and categories. */
export const clubRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="goods" replace /> },
  { path: 'goods', element: <ClubGoodsListPage /> },
  { path: 'goods/new', element: <ClubGoodsFormPage key="new" id={null} /> },
  { path: 'goods/:id', element: <ClubGoodsForm /> },
  { path: 'categories', element: <ClubCategoriesPage /> },
];

function ClubGoodsForm() {
  const n = idOf(useParams().id);
  return n === null ? <Navigate to="/backOffice/club/goods" replace /> : <ClubGoodsFormPage key={n} id={n} />;
}
