import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForMissingChunk } from './chunk-reload.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

describe('recovery from a missing lazy file', () => {
  afterEach(() => vi.unstubAllGlobals());
  it("knows the browsers' failed-import errors", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/A-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
  it('reloads once per address, then lets the error show, then may recover again later', () => {
    vi.stubGlobal('window', { location: { pathname: '/goodsList', search: '?q=1' } });
    const storage = memory();
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForMissingChunk(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForMissingChunk(storage, reload)).toBe(true);
  });
});
