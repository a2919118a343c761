import { Navigate, useParams, type RouteObject } from 'react-router';
import { addCatalogue } from '../../../lib/i18n.ts';
import { boClubCatalogue } from '../club/club.i18n.ts';
import { idOf } from '../parts/route-id.ts';
import { PromotionsListPage } from './PromotionsListPage.tsx';
import { PromotionFormPage } from './PromotionFormPage.tsx';

// The promotions' strings are the club catalogue's (one catalogue for the three screens of decision 300's area).
addCatalogue(boClubCatalogue);

/** /backOffice/promotions/*: the list and a promotion's form (`new` or its id). */
export const promotionRoutes: RouteObject[] = [
  { index: true, element: <PromotionsListPage /> },
  { path: 'new', element: <PromotionFormPage key="new" id={null} /> },
  { path: ':id', element: <PromotionForm /> },
];

function PromotionForm() {
  const n = idOf(useParams().id);
  return n === null ? <Navigate to="/backOffice/promotions" replace /> : <PromotionFormPage key={n} id={n} />;
}
