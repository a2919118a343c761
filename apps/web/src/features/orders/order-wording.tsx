import { useTranslation } from 'react-i18next';
import { orderWording, PAID_AT_SHOP_LABEL, PAID_WITH_LABEL, pickText, wireText, type Order, type OrderWording } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { formatTime, useMoney } from './order-parts.tsx';
import './strings.ts';

/**
 * The order's words as the contract's `orderWording` chooses them from its real state (decision 365): the
 * same choice as the member's messages, so a page never says "paid" beside "awaiting payment" and names
 * the real hold (`expiresAt`, Hong Kong date and time).
 */
export function wordingOf(o: Order): OrderWording {
  // The wire names the online method of a paid order; a counter payment is "paid at the shop".
  const online = o.paidAt !== null && (o.paymentMethod === 'sandbox_card' || o.paymentMethod === 'stripe') ? o.paymentMethod : null;
  return orderWording({ status: o.status, takeWay: o.takeWay, paymentMethod: o.paymentMethod, paidWith: online, paidAt: o.paidAt, expiresAt: o.expiresAt });
}

export function OrderWordingText({ order: o }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const lang = currentLang();
  const w = wordingOf(o);
  const method = pickText(w.paidWith ? PAID_WITH_LABEL[w.paidWith] : PAID_AT_SHOP_LABEL, lang);
  return (
    <p data-testid="order-wording" data-wording={w.key}>
      {t(`word_${w.key}`, {
        time: w.payBy ? formatTime(w.payBy) : '',
        amount: money(o.totalPayPrice, 'total'),
        shop: o.pickupStore ? wireText(o.pickupStore, 'name', lang) : '',
        method,
      })}
    </p>
  );
}
