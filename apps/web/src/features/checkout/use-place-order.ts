import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { currentLang } from '../../lib/i18n.ts';
import { dialogs, loading } from '../../components/ui/dialogs.tsx';
import { cartKeys } from '../../lib/cart/store.ts';
import { checkoutCartKey } from './api/get-checkout-cart.ts';
import { previewCall } from './api/preview.ts';
import { takeOrderCall } from './api/take-order.ts';
import {
  missingDelivery,
  newIdempotencyKey,
  previewChanged,
  previewRequest,
  REVALIDATE_CODES,
  takeOrderRequest,
  type Delivery,
  type Preview,
  type PreviewInput,
} from './checkout-rules.ts';
import type { GiftChoice } from './gift-choices.ts';

/**
 * Placing the order: a fresh preview first (the cart or stock may have changed since the one shown; if
 * so the customer confirms again), then takeOrder with an idempotency key that lives as long as what is
 * ordered does not change, so a retried click orders once. On success the cart views refresh and the
 * payment screen opens.
 */
export function usePlaceOrder(opts: {
  input: PreviewInput;
  gifts: GiftChoice[];
  clearGifts: () => void;
  shown: Preview | undefined;
  shownKey: readonly unknown[];
  delivery: Delivery;
}) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const keyRef = useRef<string | null>(null);
  const { input, gifts, clearGifts, shown, shownKey, delivery } = opts;
  const lang = currentLang();

  // Any change to what is ordered needs a new idempotency key.
  useEffect(() => {
    keyRef.current = null;
  }, [input, delivery.takeWay, delivery.shopCode, delivery.addressId]);

  const askToProceed = async () => {
    loading.hide();
    const go = await dialogs.confirm(t('revalidate'), { confirmText: t('proceed') });
    loading.show();
    return go;
  };

  async function place(attempt = 0): Promise<void> {
    const missing = missingDelivery(delivery);
    if (missing) return void dialogs.alert(t(missing), { kind: 'warning' });
    setPlacing(true);
    loading.show();
    try {
      const fresh = await previewCall(previewRequest(input, lang));
      if (previewChanged(shown, fresh)) {
        queryClient.setQueryData(shownKey, fresh);
        if (!(fresh.skuList.length > 0 && (await askToProceed()))) return;
      }
      keyRef.current ??= newIdempotencyKey();
      const res = await takeOrderCall(takeOrderRequest(fresh, gifts, delivery, lang, keyRef.current));
      clearGifts();
      keyRef.current = null;
      // The ordered lines left the cart on the server; every cart view refreshes.
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === cartKeys.cart[0] || (q.queryKey[0] === checkoutCartKey[0] && q.queryKey[1] === checkoutCartKey[1]),
      });
      navigate(`/orderPayment?orderNo=${encodeURIComponent(res.order.orderNo)}`);
    } catch (err) {
      if (err instanceof ApiError && REVALIDATE_CODES.has(err.errorCode) && attempt < 2) {
        keyRef.current = null;
        await queryClient.invalidateQueries({ queryKey: checkoutCartKey });
        if (await askToProceed()) return place(attempt + 1);
        return;
      }
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    } finally {
      loading.hide();
      setPlacing(false);
    }
  }
  return { place, placing };
}
