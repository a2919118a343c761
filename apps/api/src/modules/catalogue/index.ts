// The catalogue's public face: its calls, its service, the product pages' heads and sitemap, and the
// goods rule other desks share (a listed item needs its images).
export { registerCatalogueRoutes } from './catalogue.routes.ts';
export { registerBackOfficeGoodsRoutes } from './goods-admin.routes.ts';
export { createCatalogueRepository } from './catalogue.repository.ts';
export { createCatalogueService, type CatalogueService } from './catalogue.service.ts';
export { catalogueHeads, catalogueSitemap } from './catalogue.seo.ts';
export { requireImages, type MissingImages } from './goods-admin.service.ts';
/** What other modules may use of the catalogue (issue 39). */
export { foldLowStockCounts } from './low-stock.ts';
export { restock, type UnitsBack } from './stock-moves.ts';
export { repriceSkusByWeight, restateRangesAtRate, repricingEffect, type RepricedTotals, type RepricingEffect, type WeightQuote } from './sku-repricing.ts';
export { endTransfer, firstSkusOf, freeUnits, openTransfersAt, requestTransfer, skuCards, transfersById, type TransferRequest } from './stock-transfers.ts';
/** Search (issue 42): the words queries are read with, and the start's rewrite of older documents. */
export { createSearchWords, type SearchWords } from './search-words.ts';
export { refreshSearchDocuments } from './search-documents.ts';
export { createSearchIndex } from './search-index.ts';
export { createKeptCatalogueService } from './catalogue-kept.ts';
