import { DEMO } from '@shop/contract';

/** Which merchant, shop and site this build shows; set at build time, the demo shop by default. */
export const SITE = {
  merchantCode: (import.meta.env.VITE_MERCHANT_CODE as string | undefined) ?? DEMO.merchantCode,
  storeCode: (import.meta.env.VITE_STORE_CODE as string | undefined) ?? DEMO.storeCode,
  appCode: (import.meta.env.VITE_APP_CODE as string | undefined) ?? DEMO.appCode,
} as const;
