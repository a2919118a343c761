// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SITE } from '../../lib/config.ts';
import { currentLang } from '../../lib/i18n.ts';
import { AppDataContext, type AppData } from '../../lib/app-context.ts';
import { checkoutCartKey } from './api/get-checkout-cart.ts';
import { previewKey } from './api/preview.ts';
import { EMPTY_TOTALS, type Gift, type Preview, type PreviewInput } from './checkout-rules.ts';
import { readGiftChoices, writeGiftChoices, type GiftChoice } from './gift-choices.ts';
import { useCheckoutPreview } from './use-checkout-preview.ts';

/*
 * The checkout's preview hook with the answers already in the query cache (as a screen has them after
 * its calls): what it shows, the gifts it keeps per app run, and the mixed-set rule (decision 047).
 * Nothing is fetched: every key the hook reads is cached and never stale.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const runMode: AppData['runMode'] = 'normal';
const giftRunCode = `${SITE.appCode}:${runMode}`;
const lines = [
  { skuId: 1, spuId: 10, num: 2 },
  { skuId: 2, spuId: 20, num: 1 },
];
const ring: GiftChoice = { skuId: 501, spuId: 50, promotionId: 7, num: 1 };
const pin: GiftChoice = { skuId: 601, spuId: 60, promotionId: 8, num: 1 };
const usable = (g: GiftChoice) =>
  ({ spuId: g.spuId, promotionId: g.promotionId, giftQty: g.num, giftLimit: 1, skuList: [{ skuId: g.skuId }] }) as unknown as Gift;

const previewOf = (over: Partial<Preview> = {}): Preview =>
  ({
    skuList: lines,
    invalidSkuList: [],
    usableGiftSkuList: [usable(ring), usable(pin)],
    droppedGiftSkuIds: [],
    totalOriginalPrice: 3000,
    totalPrice: 3000,
    totalDiscountValue: 200,
    totalPayPrice: 2800,
    priceRounding: 0,
    ...over,
  }) as unknown as Preview;

let client: QueryClient;
let root: Root;
let container: HTMLElement;
let seen: ReturnType<typeof useCheckoutPreview>;

function Probe() {
  seen = useCheckoutPreview();
  return null;
}

const cacheCart = (items: typeof lines) => client.setQueryData(checkoutCartKey, { items });
const cachePreview = (input: PreviewInput, answer: Preview) => client.setQueryData(previewKey(input, currentLang()), answer);

async function mount() {
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <AppDataContext.Provider value={{ runMode } as AppData}>
          <Probe />
        </AppDataContext.Provider>
      </QueryClientProvider>,
    );
  });
}

/** Waits (past the 200 ms batching) until the hook shows what `done` asks for. */
async function until(done: () => boolean) {
  for (let i = 0; i < 40 && !done(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
  }
  expect(done()).toBe(true);
}

beforeEach(() => {
  localStorage.clear();
  client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  client.clear();
});

describe('useCheckoutPreview', () => {
  it('shows the preview of the cart lines, with its gifts grouped by promotion', async () => {
    cacheCart(lines);
    const answer = previewOf();
    cachePreview({ skuList: lines, giftSkuList: [] }, answer);
    await mount();
    await until(() => seen.data !== undefined);
    expect(seen.data).toBe(answer);
    expect(seen.totals.totalPayPrice).toBe(2800);
    expect(seen.input.skuList).toEqual(lines);
    expect(seen.giftGroups.map((g) => g.map((x) => x.spuId))).toEqual([[50], [60]]);
    expect(seen.shownKey).toEqual(previewKey({ skuList: lines, giftSkuList: [] }, currentLang()));
  });

  it('shows nothing for an empty cart: no preview, zero totals', async () => {
    cacheCart([]);
    await mount();
    await until(() => seen.cart.isSuccess);
    expect(seen.data).toBeUndefined();
    expect(seen.totals).toEqual(EMPTY_TOTALS);
  });

  it('keeps the chosen gifts per app run and reads them back on the next visit', async () => {
    cacheCart(lines);
    cachePreview({ skuList: lines, giftSkuList: [] }, previewOf());
    cachePreview({ skuList: lines, giftSkuList: [ring] }, previewOf());
    await mount();
    await until(() => seen.data !== undefined);
    await act(async () => seen.chooseGift(usable(ring), ring.skuId));
    expect(seen.gifts).toEqual([ring]);
    expect(readGiftChoices(giftRunCode)).toEqual([ring]);

    await act(async () => root.unmount());
    root = createRoot(container);
    await mount();
    expect(seen.gifts).toEqual([ring]);
  });

  it('drops the chosen gifts the server no longer offers and previews again with the rest', async () => {
    writeGiftChoices(giftRunCode, [ring, pin]);
    cacheCart(lines);
    cachePreview({ skuList: lines, giftSkuList: [ring, pin] }, previewOf({ droppedGiftSkuIds: [pin.skuId] } as Partial<Preview>));
    const withRingOnly = previewOf({ usableGiftSkuList: [usable(ring)] } as Partial<Preview>);
    cachePreview({ skuList: lines, giftSkuList: [ring] }, withRingOnly);
    expect(readGiftChoices(giftRunCode)).toEqual([ring, pin]);
    await mount();
    await until(() => seen.data === withRingOnly);
    expect(seen.gifts).toEqual([ring]);
    expect(readGiftChoices(giftRunCode)).toEqual([ring]);
  });
});
