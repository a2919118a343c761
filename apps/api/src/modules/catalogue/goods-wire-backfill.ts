import type { CatalogueRepository } from './catalogue.repository.ts';
import { goodsOf } from './goods-build.ts';
import { cardTemplateOf, templateOf } from './goods-wire.ts';

/**
 * Builds and keeps the goods' templates and cards (decisions 610, 622) no read has kept yet: after migrations
 * 1980 and 2030 on a shop with goods, or goods imported since the last start. Run after the start's warm-ups,
 * `batch` products at a time in id order, one pass, letting requests in between batches; stops when `stop()`
 * says so. Answers how many were kept. A product edited while its template was built is skipped (its read
 * builds it).
 */
export async function keepMissingTemplates(repo: CatalogueRepository, stop: () => boolean, batch = 200): Promise<number> {
  let after = 0;
  let kept = 0;
  while (!stop()) {
    const missing = await repo.withoutTemplate(after, batch);
    if (!missing.length) break;
    after = missing.at(-1)!.id;
    const gens = new Map(missing.map((m) => [m.id, m.gen]));
    for (const merchantCode of new Set(missing.map((m) => m.merchantCode))) {
      const ids = missing.filter((m) => m.merchantCode === merchantCode).map((m) => m.id);
      // No shop's stock: a template holds none (it is filled with the shop's when read).
      const built = goodsOf(await repo.goodsRows(ids, merchantCode, ''), ids, '');
      await repo.keepTemplates(built.map((g) => ({ id: g.id, gen: gens.get(g.id)!, template: templateOf(g), card: cardTemplateOf(g) })));
      kept += built.length;
    }
    // A turn of the event loop between batches: on the embedded database the queries run on this thread.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return kept;
}
