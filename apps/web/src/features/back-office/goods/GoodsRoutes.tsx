import { Navigate, Route, Routes, useParams } from 'react-router';
import { addCatalogue } from '../../../lib/i18n.ts';
import { boGoodsCatalogue } from './goods.i18n.ts';
import { GoodsListPage } from './GoodsListPage.tsx';
import { GoodsFormPage } from './GoodsFormPage.tsx';
import { StockPage } from './StockPage.tsx';
import { CsvPage } from './CsvPage.tsx';

// These strings arrive with the back office's lazy chunk, never with the storefront's script.
addCatalogue(boGoodsCatalogue);

const idOf = (id: string | undefined) => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /backOffice/goods/*: the list, a product's form (`new` or its id) and its stock. */
export function GoodsRoutes() {
  return (
    <Routes>
      <Route index element={<GoodsListPage />} />
      <Route path="new" element={<GoodsFormPage key="new" id={null} />} />
      <Route path="csv" element={<CsvPage />} />
      <Route path=":id" element={<GoodsForm />} />
      <Route path=":id/stock" element={<Stock />} />
    </Routes>
  );
}

function GoodsForm() {
  const { id } = useParams();
  const n = idOf(id);
  return n === null ? <Navigate to="/backOffice/goods" replace /> : <GoodsFormPage key={n} id={n} />;
}

function Stock() {
  const { id } = useParams();
  const n = idOf(id);
  return n === null ? <Navigate to="/backOffice/goods" replace /> : <StockPage key={n} spuId={n} />;
}
