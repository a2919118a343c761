import { useQuery } from '@tanstack/react-query';
import type { getCheckoutCart } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const checkoutCartKey = ['checkout', 'cart'] as const;

/** The member's cart lines as checkout sees them. */
export const checkoutCartQuery = () => ({
  queryKey: checkoutCartKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi<typeof getCheckoutCart>('app/page/order/getCheckoutCart', { storeCode: SITE.storeCode }, { signal }),
});

export const useCheckoutCart = () => useQuery(checkoutCartQuery());
