/** What other modules may use of the catalogue (issue 39). */
export { foldLowStockCounts } from './low-stock.ts';
export { restock, type UnitsBack } from './stock-moves.ts';
export { repriceSkusByWeight, repricingEffect, type RepricedSku, type RepricingEffect, type WeightQuote } from './sku-repricing.ts';
