import { DEMO } from '@shop/contract';
import { callApi, compareWithBare, type BenchContext, type LoadOptions } from '../lib.ts';

/*
 * Answers from the cache (issue 16, decision 140): every public read of the table beside the
 * bare route in one run, with the goals (share of the bare route's req/s). takeOrder's figures
 * are in `orders`; this suite is the quick one (`npm run bench -w @shop/bench -- answers orders`).
 */
const shop = { merchantCode: DEMO.merchantCode, storeCode: 'ESHOP' };
const goodsPage = (body: Record<string, unknown>) => ({ ...shop, pageNo: 1, pageSize: 20, ...body });
const LIST = [goodsPage({}), goodsPage({ pageNo: 2 }), goodsPage({ orderBy: 'price', isAsc: true }), goodsPage({ tag: 'hot' })];
const SEARCH = ['翡翠', '蓮', '鑽石戒指', '手鐲', '珍珠', 'lotus', 'Ring', 'pearl necklace', 'gold', 'watch', 'JH000123', 'aurora'].map((q) =>
  goodsPage({ searchCode: q }),
);

/** The answers bench's targets (also run by `image-sizes`, issue 38, with images rendered beside them). */
export async function answersTargets(ctx: BenchContext): Promise<(LoadOptions & { vsBareGoalPercent?: number })[]> {
  const { accessToken: token } = await callApi<{ accessToken: string }>(ctx, 'app/page/user/login', {
    account: '91234567',
    phoneAreaCode: '852',
    password: 'Jade2026a',
  });
  const page = await callApi<{ items: { id: number; skuList: { id: number; status: string; storeStockQty: number }[] }[] }>(
    ctx,
    'app/goods/getGoodsPage',
    goodsPage({ pageSize: 40 }),
  );
  const spuIds = page.items.slice(0, 12).map((g) => g.id);
  const skus = page.items
    .flatMap((g) => g.skuList)
    .filter((k) => k.status === 'on' && k.storeStockQty > 5)
    .slice(0, 5);
  // The member's cart: five lines.
  await callApi(ctx, 'app/cart/removeCartAll', { storeCode: 'ESHOP' }, token);
  await callApi(ctx, 'app/cart/addCartList', { storeCode: 'ESHOP', list: skus.map((k) => ({ skuId: k.id, num: 1 })) }, token);
  const articleIds = Array.from({ length: 12 }, (_, i) => i + 1);
  const auth = { authorization: `Bearer ${token}` };
  return [
    { name: 'getGoodsPage list', path: '/api/app/goods/getGoodsPage', requests: LIST.map((body) => ({ body })), vsBareGoalPercent: 30 },
    { name: 'getGoodsPage search', path: '/api/app/goods/getGoodsPage', requests: SEARCH.map((body) => ({ body })), vsBareGoalPercent: 30 },
    { name: 'categoryList', path: '/api/app/category/categoryList', body: { merchantCode: DEMO.merchantCode }, vsBareGoalPercent: 30 },
    { name: 'listSpuByIds (12)', path: '/api/app/goods/listSpuByIds', body: { ...shop, spuIdList: spuIds }, vsBareGoalPercent: 30 },
    { name: 'article list (12 by id)', path: '/api/app/article/getArticleListByIds', body: { articleIds }, vsBareGoalPercent: 30 },
    { name: 'shop list', path: '/api/app/official/store/list', body: {}, vsBareGoalPercent: 30 },
    // What the web app asks for a page it moves to (decision 535): the site's outline with that page's blocks.
    {
      name: 'getAppFull (a page: HOME)',
      path: '/api/app/weaver/getAppFull',
      body: { ...shop, appCode: 'SITE', status: 'release', pageCode: 'HOME' },
      vsBareGoalPercent: 50,
    },
    // The whole site (every page's blocks), as the call answers without a page: no longer asked by the web app.
    { name: 'getAppFull (whole site)', path: '/api/app/weaver/getAppFull', body: { ...shop, appCode: 'SITE', status: 'release' } },
    { name: 'getSmallCartList (5 lines)', path: '/api/app/cart/getSmallCartList', body: { storeCode: 'ESHOP' }, headers: auth, vsBareGoalPercent: 10 },
    {
      name: 'order preview (3 lines)',
      path: '/api/app/page/order/preview',
      body: { skuList: skus.slice(0, 3).map((k) => ({ skuId: k.id, num: 1 })), needPromotion: true },
      vsBareGoalPercent: 20,
    },
  ];
}

/** Shared by every target: ten connections. */
export const ANSWERS_CONNECTIONS = 10;

export default async function answers(ctx: BenchContext): Promise<void> {
  await compareWithBare(ctx, await answersTargets(ctx), { connections: ANSWERS_CONNECTIONS });
}
