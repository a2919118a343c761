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
