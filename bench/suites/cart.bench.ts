import { callApi, compareWithBare, type BenchContext } from '../lib.ts';

/*
 * Cart (issue 5): getSmallCartList and addCartList req/s and p99 beside the bare route. The demo member
 * JH10000001 logs in; its cart is emptied before and after.
 */
const STORE = 'ESHOP';
const CONNECTIONS = 10;

export default async function cart(ctx: BenchContext): Promise<void> {
  const { accessToken: token } = await callApi<{ accessToken: string }>(ctx, 'app/page/user/login', {
    account: '91234567',
    phoneAreaCode: '852',
    password: 'Jade2026a',
  });
  const headers = { authorization: `Bearer ${token}` };

  // Skus on sale with at least CONNECTIONS units online: a few fill the cart, one takes the add load.
  const page = await callApi<{ items: { skuList: { id: number; status: string; storeStockQty: number }[] }[] }>(ctx, 'app/goods/getGoodsPage', {
    storeCode: STORE,
    pageSize: 50,
  });
  const skus = page.items.flatMap((g) => g.skuList.filter((s) => s.status === 'on' && s.storeStockQty >= CONNECTIONS).map((s) => s.id));
  if (skus.length < 6) throw new Error('not enough skus in stock for the cart bench');
  const [loadSku, ...fill] = skus;
  await callApi(ctx, 'app/cart/removeCartAll', { storeCode: STORE }, token);
  await callApi(ctx, 'app/cart/addCartList', { storeCode: STORE, list: fill.slice(0, 5).map((skuId) => ({ skuId, num: 1 })) }, token);
  try {
    await compareWithBare(
      ctx,
      [
        { name: 'getSmallCartList (5 lines)', path: '/api/app/cart/getSmallCartList', body: { storeCode: STORE }, headers },
        {
          // Each connection alternates add 1 and remove of one sku: at most CONNECTIONS units are ever in
          // the line, within its stock, so every add is a real, accepted write (one member: the writes
          // queue on its lock).
          name: 'addCartList + remove (one member)',
          path: '/api/app/cart/addCartList',
          headers,
          requests: [
            { body: { storeCode: STORE, list: [{ skuId: loadSku, num: 1 }], needCheckSkuStatus: true, needCheckSkuStock: true } },
            { path: '/api/app/cart/removeCartItemBySku', body: { storeCode: STORE, skuId: loadSku } },
          ],
          // A run can stop between a connection's add and its remove: the line starts empty every run.
          afterRun: () => callApi(ctx, 'app/cart/removeCartItemBySku', { storeCode: STORE, skuId: loadSku }, token),
        },
      ],
      { connections: CONNECTIONS, durationSec: 5 },
    );
  } finally {
    await callApi(ctx, 'app/cart/removeCartAll', { storeCode: STORE }, token);
  }
}
