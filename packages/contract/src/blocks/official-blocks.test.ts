import { describe, expect, it } from 'vitest';
import { BLOCKS, type BlockType } from './registry.ts';
import { readBlock } from './read-block.ts';
import {
  COMPONENT_TAB_LABEL_WIDTH,
  FONT_SIZE,
  STORE_NOTICE_FONT_SIZE,
  STORE_NOTICE_HEIGHT,
  STORE_NOTICE_MAX_ITEMS,
  STORE_NOTICE_TEXT_MAX_LENGTH,
  TIMELINE_YEAR,
} from '../limits.ts';

const OFFICIAL = [
  'storeNotice',
  'timeline',
  'offers',
  'latestTrendHeader',
  'componentTab',
  'imageTextList',
  'imageTextCard',
  'scrollContainer',
  'swipeContainer',
  'jewelleryList',
  'jewelleryDetail',
  'goldPrice',
] as const satisfies readonly BlockType[];

describe('official content blocks', () => {
  it('are registered with defaults read from nothing', () => {
    for (const type of OFFICIAL) expect(readBlock(type, {})).toEqual(BLOCKS[type].defaults);
  });

  it('store notice: defaults of blocks §3 / §9', () => {
    const d = BLOCKS.storeNotice.defaults;
    expect(d).toMatchObject({
      contentMode: 'text_mode',
      textDisplayType: 'horizon',
      isStopOnMouseMove: true,
      height: 40,
      fontSize: 14,
      fontWeight: 400,
      fontColor: '#333333',
    });
  });

  it('store notice: clamps height 1–100, font 5–80, weights 100–900, 20 characters and 20 notices', () => {
    expect(readBlock('storeNotice', { height: 0 }).height).toBe(STORE_NOTICE_HEIGHT.min);
    expect(readBlock('storeNotice', { height: 500 }).height).toBe(100);
    expect(readBlock('storeNotice', { fontSize: 2 }).fontSize).toBe(STORE_NOTICE_FONT_SIZE.min);
    expect(readBlock('storeNotice', { fontSize: 99 }).fontSize).toBe(80);
    expect(readBlock('storeNotice', { fontWeight: 950 }).fontWeight).toBe(400);
    expect(readBlock('storeNotice', { fontWeight: '700' }).fontWeight).toBe(700);
    const long = 'x'.repeat(40);
    const notices = Array.from({ length: 30 }, () => ({ noticeI18n: { zh_HK: long, zh_CN: long, en: long } }));
    const p = readBlock('storeNotice', { storeNotices: notices });
    expect(p.storeNotices).toHaveLength(STORE_NOTICE_MAX_ITEMS);
    expect(p.storeNotices[0]!.noticeI18n.en).toHaveLength(STORE_NOTICE_TEXT_MAX_LENGTH);
    expect(readBlock('storeNotice', { textDisplayType: 'diagonal' }).textDisplayType).toBe('horizon');
  });

  it('store notice: migrates version 1 (plain notices, "horizontal")', () => {
    const p = readBlock('storeNotice', { notices: ['Open late', { en: 'Sale', zh_HK: '減價', zh_CN: '减价' }], textDisplayType: 'horizontal' }, 1);
    expect(p.storeNotices.map((n) => n.noticeI18n.en)).toEqual(['Open late', 'Sale']);
    expect(p.storeNotices[0]!.noticeI18n.zh_HK).toBe('Open late');
    expect(p.textDisplayType).toBe('horizon');
    expect(readBlock('storeNotice', { textDisplayType: 'pop' }, 1).textDisplayType).toBe('pop');
  });

  it('timeline: default date colour #00053e and years clamped', () => {
    expect(BLOCKS.timeline.defaults.dateBgColor).toBe('#00053e');
    const p = readBlock('timeline', {
      dateBgColor: 'red; background:url(x)',
      dataList: [{ year: 3000, events: [{ image: 'javascript:x', description: 'a' }] }],
    });
    expect(p.dateBgColor).toBe('#00053e');
    expect(p.dataList[0]!.year).toBe(TIMELINE_YEAR.max);
    expect(p.dataList[0]!.events[0]!.image).toBe('');
  });

  it('component tabs: labelWidth 0–100 %, nested blocks kept raw, malformed ones dropped', () => {
    expect(readBlock('componentTab', { labelWidth: -5 }).labelWidth).toBe(COMPONENT_TAB_LABEL_WIDTH.min);
    expect(readBlock('componentTab', { labelWidth: 150 }).labelWidth).toBe(100);
    const p = readBlock('componentTab', { tabs: [{ tabName: 'A', blocks: [{ id: 'n1', type: 'button', version: 2, props: {} }, { nope: true }] }] });
    expect(p.tabs[0]!.blocks).toEqual([{ id: 'n1', type: 'button', version: 2, props: {} }]);
  });

  it('latest-trend header and lists: font bounds, modes and links', () => {
    expect(readBlock('latestTrendHeader', { fontSize: 1000 }).fontSize).toBe(FONT_SIZE.max);
    expect(readBlock('imageTextList', { mode: 'mode4' }).mode).toBe('mode1');
    expect(readBlock('imageTextList', { mode: 'mode3' }).mode).toBe('mode3');
    expect(readBlock('scrollContainer', { itemWidth: 10 }).itemWidth).toBe(120);
  });

  it('jewellery list: shop list and detail links default to the demo pages', () => {
    expect(BLOCKS.jewelleryList.defaults.storeListLink).toEqual({ kind: 'page', pageCode: 'SHOPS' });
    expect(BLOCKS.jewelleryList.defaults.detailLink).toEqual({ kind: 'page', pageCode: 'JEWELLERY_DETAIL' });
    expect(readBlock('jewelleryList', { storeListLink: { kind: 'url', url: 'javascript:alert(1)' } }).storeListLink).toEqual({
      kind: 'page',
      pageCode: 'SHOPS',
    });
    expect(readBlock('goldPrice', {}).headerBgColor).toBe('#00053e');
  });
});
