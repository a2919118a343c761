// The jewellery module's public face.
export { registerJewelleryRoutes } from './jewellery.routes.ts';
export { jewelleryItemsStore, jewelleryParamsStore } from './jewellery.record.ts';
export { jewelleryOptions } from './jewellery.options.ts';
