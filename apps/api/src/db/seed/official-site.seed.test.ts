import { describe, expect, it } from 'vitest';
import { appFullSchema, HEADER_MENU_MAX_ITEMS, menusSchema, normalizeBlock, socialKinds } from '@shop/contract';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();

describe('official site seed', () => {
  it('writes menus that satisfy the contract and link the pages of this half', async () => {
    const res = await t.call('app/weaver/getAppFull', { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' });
    const full = appFullSchema.parse(res.body.data);
    const menus = menusSchema.parse(full.appInfo.menus);
    expect(menus.header.length).toBeLessThanOrEqual(HEADER_MENU_MAX_ITEMS);
    expect(menus.footer.columns).toHaveLength(4);
    expect(menus.footer.social.map((s) => s.kind)).toEqual([...socialKinds]);

    const codes = new Set(full.pageList.map((p) => p.pageCode));
    for (const code of ['ABOUT_US', 'JEWELLERY', 'JEWELLERY_DETAIL', 'GOLD_PRICE', 'OFFERS']) expect(codes).toContain(code);
    const linked = JSON.stringify(menus.header);
    for (const code of ['ABOUT_US', 'JEWELLERY', 'GOLD_PRICE', 'SHOPS', 'BRANDS', 'NEWS', 'CONTACT']) expect(linked).toContain(`"pageCode":"${code}"`);

    // A jewellery leaf carries a parameter that exists.
    const params = (await t.call('app/official/jewellery/getJewelleryParamList', {})).body.data as Array<{
      id: number;
      paramsSelectionDTOList: Array<{ id: number }>;
    }>;
    const leaves = menus.header.flatMap((i) => i.children.flatMap((g) => g.children)).filter((l) => l.jewelleryParamSelectionId !== undefined);
    expect(leaves.length).toBeGreaterThan(5);
    for (const leaf of leaves) {
      const p = params.find((x) => x.id === leaf.jewelleryParamId);
      expect(p?.paramsSelectionDTOList.map((s) => s.id)).toContain(leaf.jewelleryParamSelectionId);
    }

    expect(menus.drawerSpecial?.link).toEqual({ kind: 'page', pageCode: 'OFFERS' });

    // Store notices are at most 20 characters as written (blocks §5), not only once clamped.
    const notices = full.pageList
      .flatMap((p) => p.blocks.filter((b) => b.type === 'storeNotice'))
      .flatMap((b) => (b.props.storeNotices as Array<{ noticeI18n: Record<string, string> }> | undefined) ?? []);
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) for (const text of Object.values(n.noticeI18n)) expect(text.length).toBeLessThanOrEqual(20);

    // Every block on the pages of this half reads as a known block.
    for (const page of full.pageList.filter((p) => ['ABOUT_US', 'JEWELLERY', 'GOLD_PRICE', 'OFFERS'].includes(p.pageCode))) {
      for (const b of page.blocks) expect(normalizeBlock(b).known).toBe(true);
    }
  });

  it('serves the QR code drawn for the WeChat popup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/official/wechat-qr-v1.svg?w=300' });
    expect(res.statusCode).toBe(200);
  });
});
