import { describe, expect, it } from 'vitest';
import { DEFAULT_AMOUNT_FORMAT } from '@shop/contract';
import { createLocalChangeBus } from '../../lib/change-bus.ts';
import { createShopResolver, type MerchantShops } from './shop-resolver.ts';

const name = { zh_HK: '店', zh_CN: '店', en: 'Shop' };

function fakeRepo() {
  const calls: string[] = [];
  const data: Record<string, MerchantShops> = {
    DEMO: {
      merchant: { code: 'DEMO', currencySymbol: 'HK$', amountFormat: DEFAULT_AMOUNT_FORMAT },
      stores: [
        { code: 'ESHOP', kind: 'online', name },
        { code: 'CWB', kind: 'physical', name },
      ],
    },
  };
  return {
    calls,
    data,
    repo: {
      merchantShops: async (code: string) => {
        calls.push(code);
        return data[code] ?? null;
      },
    } as unknown as Parameters<typeof createShopResolver>[0],
  };
}

describe('shop resolver', () => {
  it('resolves the named shop, else the online shop, and refuses unknown merchants and shops alike', async () => {
    const { repo } = fakeRepo();
    const shops = createShopResolver(repo, 'DEMO', createLocalChangeBus());
    expect((await shops.shop({})).storeCode).toBe('ESHOP');
    expect((await shops.shop({ storeCode: 'CWB' })).kind).toBe('physical');
    await expect(shops.shop({ storeCode: 'NOPE' })).rejects.toMatchObject({ key: 'MERCHANT_NOT_FOUND' });
    await expect(shops.shop({ merchantCode: 'NOPE' })).rejects.toMatchObject({ key: 'MERCHANT_NOT_FOUND' });
  });

  it('reads a merchant once and again after the shops topic is published', async () => {
    const { repo, calls } = fakeRepo();
    const changes = createLocalChangeBus();
    const shops = createShopResolver(repo, 'DEMO', changes);
    await shops.shop({});
    await shops.shop({ storeCode: 'CWB' });
    expect(calls).toEqual(['DEMO']);
    await changes.publish('shops');
    await shops.shop({});
    expect(calls).toEqual(['DEMO', 'DEMO']);
  });
});
