import { Navigate, Route, Routes, useParams } from 'react-router';
import { addCatalogue } from '../../../lib/i18n.ts';
import { boClubCatalogue } from './club.i18n.ts';
import { PromotionsListPage } from './PromotionsListPage.tsx';
import { PromotionFormPage } from './PromotionFormPage.tsx';
import { ClubGoodsListPage } from './ClubGoodsListPage.tsx';
import { ClubGoodsFormPage } from './ClubGoodsFormPage.tsx';
import { ClubCategoriesPage } from './ClubCategoriesPage.tsx';

// These strings arrive with the back office's lazy chunk, never with the storefront's script.
addCatalogue(boClubCatalogue);

const idOf = (id: string | undefined) => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /backOffice/promotions/*: the list and a promotion's form (`new` or its id). */
export function PromotionRoutes() {
  return (
    <Routes>
      <Route index element={<PromotionsListPage />} />
      <Route path="new" element={<PromotionFormPage key="new" id={null} />} />
      <Route path=":id" element={<PromotionForm />} />
    </Routes>
  );
}

/** /backOffice/club/*: club goods (list, form) and categories. */
export function ClubRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="goods" replace />} />
      <Route path="goods" element={<ClubGoodsListPage />} />
      <Route path="goods/new" element={<ClubGoodsFormPage key="new" id={null} />} />
      <Route path="goods/:id" element={<ClubGoodsForm />} />
      <Route path="categories" element={<ClubCategoriesPage />} />
    </Routes>
  );
}

function PromotionForm() {
  const n = idOf(useParams().id);
  return n === null ? <Navigate to="/backOffice/promotions" replace /> : <PromotionFormPage key={n} id={n} />;
}

function ClubGoodsForm() {
  const n = idOf(useParams().id);
  return n === null ? <Navigate to="/backOffice/club/goods" replace /> : <ClubGoodsFormPage key={n} id={n} />;
}
