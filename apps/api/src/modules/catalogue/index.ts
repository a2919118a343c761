/** What other modules may use of the catalogue (issue 39). */
export { foldLowStockCounts } from './low-stock.ts';
export { restock, repriceSkusByWeight, type RepricedSku, type UnitsBack, type WeightQuote } from './stock-moves.ts';
