// The gold price's public face: its calls and the weight pricing the catalogue quotes by.
export { registerGoldPriceRoutes } from './gold-price.routes.ts';
export { registerWeightPricingRoutes } from './weight-pricing.routes.ts';
export { registerGoldPriceDeskRoutes } from './gold-price-desk.routes.ts';
export { latestRates, repriceByWeight, type WeightQuote } from './weight-repricing.ts';
