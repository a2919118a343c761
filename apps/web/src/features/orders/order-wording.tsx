import { useTranslation } from 'react-i18next';
import { orderWording, PAID_AT_SHOP_LABEL, PAID_WITH_LABEL, pickText, wireText, type Lang, type Order, type OrderWording } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { formatHk } from '../../lib/dates.ts';
import { useMoney } from './order-parts.tsx';
import './strings.ts';

/**
 * The order's words as the contract's `orderWording` chooses them from its real state (decision 365): the
 * same choice as the member's messages, so a page never says "paid" beside "awaiting payment" and names
 * the real hold (`expiresAt`, Hong Kong date and time).
 */
export function wordingOf(o: Order): OrderWording {
  // The wire names how a paid order was paid: the online provider or the counter's method (decision 397).
  return orderWording({
    status: o.status,
    takeWay: o.takeWay,
    paymentMethod: o.paymentMethod,
    paidWith: o.paidWith ?? null,
    paidAt: o.paidAt,
    expiresAt: o.expiresAt,
  });
}

/**
 * The key of the words (`word_<key>` in the orders catalogue) and their values: the real hold as a Hong
 * Kong date and time (the app's one date formatter), the amount, the pick-up shop, how it was paid.
 */
export function wordingParams(o: Order, lang: Lang, money: (cents: number) => string) {
  const w = wordingOf(o);
  return {
    key: w.key,
    values: {
      time: w.payBy ? formatHk(w.payBy, 'dateTime', lang) : '',
      amount: money(o.totalPayPrice),
      shop: o.pickupStore ? wireText(o.pickupStore, 'name', lang) : '',
      method: pickText(w.paidWith ? PAID_WITH_LABEL[w.paidWith] : PAID_AT_SHOP_LABEL, lang),
    },
  };
}

/** The order's words where the member looks: outcome and payment pages, my orders. */
export function OrderWordingText({ order: o }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const { key, values } = wordingParams(o, currentLang(), (cents) => money(cents, 'total'));
  return (
    <p data-testid="order-wording" data-wording={key}>
      {t(`word_${key}`, values)}
    </p>
  );
}
