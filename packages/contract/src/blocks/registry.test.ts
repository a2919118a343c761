import { describe, expect, it } from 'vitest';
import { BLOCKS, normalizeBlock } from './registry.ts';
import type { FieldMeta } from './fields.ts';
import { BUTTON_HEIGHT } from '../limits.ts';

describe('block registry', () => {
  it('gives every block a version, a title, defaults and migrations below its version', () => {
    for (const [type, def] of Object.entries(BLOCKS)) {
      expect(def.type).toBe(type);
      expect(def.version).toBeGreaterThanOrEqual(1);
      expect(def.title.en && def.title.zh_HK && def.title.zh_CN).toBeTruthy();
      expect(def.defaults).toEqual(def.schema.parse({}));
      for (const from of Object.keys(def.migrations).map(Number)) expect(from).toBeLessThan(def.version);
    }
  });

  it('reads anything at all without throwing', () => {
    for (const type of Object.keys(BLOCKS)) {
      for (const props of [{}, { fontSize: 'huge' }, { text: 42 }, { toPageData: { kind: 'url', url: 'javascript:alert(1)' } }]) {
        expect(normalizeBlock({ id: 'x', type, version: 1, props }).known).toBe(true);
      }
    }
  });

  it('clamps out-of-range numbers and defaults missing ones', () => {
    const high = normalizeBlock({ id: 'a', type: 'button', version: 2, props: { buttonHeight: 5000 } });
    const low = normalizeBlock({ id: 'b', type: 'button', version: 2, props: { buttonHeight: -3 } });
    const none = normalizeBlock({ id: 'c', type: 'button', version: 2, props: {} });
    expect(high.known && high.type === 'button' && high.props.buttonHeight).toBe(BUTTON_HEIGHT.max);
    expect(low.known && low.type === 'button' && low.props.buttonHeight).toBe(BUTTON_HEIGHT.min);
    expect(none.known && none.type === 'button' && none.props.buttonHeight).toBe(BUTTON_HEIGHT.default);
  });

  it('refuses unsafe links', () => {
    const b = normalizeBlock({ id: 'a', type: 'button', version: 2, props: { toPageData: { kind: 'url', url: 'javascript:alert(1)' } } });
    expect(b.known && b.type === 'button' && b.props.toPageData).toEqual({ kind: 'none' });
  });

  it('migrates an older version', () => {
    const b = normalizeBlock({ id: 'a', type: 'button', version: 1, props: { label: 'Buy', radius: 20 } });
    expect(b.known && b.type === 'button' && b.props.text).toEqual({ zh_HK: 'Buy', zh_CN: 'Buy', en: 'Buy' });
    expect(b.known && b.type === 'button' && b.props.borderRadius).toBe(10);
  });

  it('marks an unknown type', () => {
    expect(normalizeBlock({ id: 'a', type: 'hologram', version: 1, props: {} }).known).toBe(false);
    expect(normalizeBlock('garbage').known).toBe(false);
  });

  it('exposes editor metadata for each setting', () => {
    const meta: FieldMeta = BLOCKS.button.schema.meta;
    expect(meta.kind).toBe('object');
    if (meta.kind === 'object') expect(meta.shape.buttonHeight?.meta).toMatchObject({ kind: 'number', bound: { min: 1, max: 100, default: 33 } });
  });
});

/** Every numeric setting of every block (nested in groups and list items), with the props that reach it. */
function numberPaths(meta: FieldMeta, path: (string | number)[] = []): { path: (string | number)[]; bound: { min: number; max: number; default: number } }[] {
  if (meta.kind === 'number') return [{ path, bound: meta.bound }];
  if (meta.kind === 'object') return Object.entries(meta.shape).flatMap(([k, f]) => numberPaths(f.meta, [...path, k]));
  if (meta.kind === 'list') return numberPaths(meta.item.meta, [...path, 0]);
  return [];
}
function build(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [build(rest, value)] : { [head!]: build(rest, value) };
}
function read(obj: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string | number, unknown> | undefined)?.[k], obj);
}

describe('every block', () => {
  for (const [type, def] of Object.entries(BLOCKS)) {
    const paths = numberPaths(def.schema.meta);
    it(`${type}: clamps each bound and defaults what is missing`, () => {
      for (const { path, bound } of paths) {
        const at = (v: unknown) => {
          const b = normalizeBlock({ id: 'x', type, version: def.version, props: build(path, v) as Record<string, unknown> });
          return b.known ? read(b.props, path) : undefined;
        };
        expect(at(bound.max + 1000), `${type}.${path.join('.')} high`).toBe(bound.max);
        expect(at(bound.min - 1000), `${type}.${path.join('.')} low`).toBe(bound.min);
        expect(at('not a number'), `${type}.${path.join('.')} junk`).toBe(bound.default);
        expect(at(undefined), `${type}.${path.join('.')} missing`).toBe(bound.default);
      }
      const empty = normalizeBlock({ id: 'x', type, version: def.version, props: {} });
      expect(empty.known && empty.props).toEqual(def.defaults);
    });
  }
});

describe('blocks of issue 2', () => {
  const norm = <T extends keyof typeof BLOCKS>(type: T, props: Record<string, unknown>, version: number = BLOCKS[type].version) => {
    const b = normalizeBlock({ id: 'x', type, version, props });
    if (!b.known || b.type !== type) throw new Error('not read');
    return b.props as (typeof BLOCKS)[T]['defaults'];
  };

  it('advertCarousel: styles 1–4, interval 3 or 5 s, arrows hidden by default', () => {
    expect(norm('advertCarousel', {}).showArrows).toBe(false);
    expect(norm('advertCarousel', { style: 9 }).style).toBe(1);
    expect(norm('advertCarousel', { style: '3' }).style).toBe(3);
    expect(norm('advertCarousel', { interval: 4 }).interval).toBe(5);
    expect(norm('advertCarousel', { interval: 3 }).interval).toBe(3);
    const slides = norm('advertCarousel', { carouselList: Array.from({ length: 30 }, () => ({ image: '/media/a.svg' })) }).carouselList;
    expect(slides).toHaveLength(10);
    expect(slides[0]!.link).toEqual({ kind: 'none' });
  });

  it('advertCarousel: migrates version 1 (bare addresses, interval in ms)', () => {
    const p = norm('advertCarousel', { srcs: ['/media/a.svg', 'javascript:alert(1)'], intervalMs: 3000 }, 1);
    expect(p.interval).toBe(3);
    expect(p.carouselList.map((s) => s.image)).toEqual(['/media/a.svg', '']);
    expect(p.carouselList[0]!.isMask).toBe(true);
  });

  it('image: aspect ratio 0–200 (default 50), width ratio 0–100, radius 0–20', () => {
    expect(norm('image', {}).aspectRatio).toBe(50);
    expect(norm('image', { aspectRatio: 500, widthRatio: -5, borderRadius: 99 })).toMatchObject({ aspectRatio: 200, widthRatio: 0, borderRadius: 20 });
    expect(norm('image', { imgAlign: 'middle', objectFit: 'stretch' })).toMatchObject({ imgAlign: 'center', objectFit: 'cover' });
  });

  it('breadcrumb: at most 4 items and a one-character separator', () => {
    const p = norm('breadcrumb', { items: Array.from({ length: 7 }, (_, i) => ({ title: `L${i}` })), separator: '>>' });
    expect(p.items).toHaveLength(4);
    expect(p.separator).toBe('>');
    expect(norm('breadcrumb', {}).separator).toBe('/');
  });

  it('pageTab: active colour defaults to #00053e', () => {
    const p = norm('pageTab', { tabList: [{ tabName: 'A', pageLink: { kind: 'page', pageCode: 'ABOUT' }, isCurrentPage: 'true' }] });
    expect(p.activeColor).toBe('#00053e');
    expect(p.tabList[0]).toMatchObject({ isCurrentPage: true, pageLink: { kind: 'page', pageCode: 'ABOUT' } });
  });

  it('textList: 0 to 10 items, font size 5–80, width 0–100 %', () => {
    expect(norm('textList', { items: Array.from({ length: 15 }, () => ({ text: 'x' })) }).items).toHaveLength(10);
    expect(norm('textList', { fontSize: 1, contentWidth: 140 })).toMatchObject({ fontSize: 5, contentWidth: 100 });
  });

  it('imageTextMenu: 1 or 2 rows', () => {
    expect(norm('imageTextMenu', { rows: 3 }).rows).toBe(1);
    expect(norm('imageTextMenu', { rows: 2 }).rows).toBe(2);
  });

  it('magicCube: templates 0–6, gap 0–30, at most 4 pictures', () => {
    expect(norm('magicCube', { template: 7 }).template).toBe(0);
    expect(norm('magicCube', { template: 6, gap: 99, height: -1 })).toMatchObject({ template: 6, gap: 30, height: 0 });
    expect(norm('magicCube', { images: Array.from({ length: 9 }, () => ({})) }).images).toHaveLength(4);
  });
});
