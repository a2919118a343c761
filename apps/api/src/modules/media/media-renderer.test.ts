import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { lowPriorityRenderer } from './media-renderer.ts';

/** Decision 411: renders are drawn by a child process at the lowest CPU priority. */
describe('the low-priority renderer', () => {
  it('draws a WebP variant in a child process, one after another', { timeout: 300_000 }, async () => {
    const draw = lowPriorityRenderer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#00053e"/></svg>');
    const [a, b] = await Promise.all([draw(svg, true, 200), draw(svg, true, 300)]);
    expect((await sharp(a).metadata()).format).toBe('webp');
    expect((await sharp(a).metadata()).width).toBe(200);
    expect((await sharp(b).metadata()).width).toBe(300);
  });
});
