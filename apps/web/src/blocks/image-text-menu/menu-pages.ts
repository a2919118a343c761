import { IMAGE_MENU_PER_ROW } from '@shop/contract';

/**
 * Slices menu items into pages of `rows` × 5 (blocks §2). Empty slots (null) pad the last row, and with
 * more than one page they pad the last page to full size so every page has the same height.
 */
export function menuPages<T>(items: readonly T[], rows: number): (T | null)[][] {
  const perPage = rows * IMAGE_MENU_PER_ROW;
  const pageCount = Math.ceil(items.length / perPage);
  const pages: (T | null)[][] = [];
  for (let p = 0; p < pageCount; p++) {
    const page: (T | null)[] = items.slice(p * perPage, (p + 1) * perPage);
    const size = pageCount > 1 ? perPage : Math.ceil(page.length / IMAGE_MENU_PER_ROW) * IMAGE_MENU_PER_ROW;
    while (page.length < size) page.push(null);
    pages.push(page);
  }
  return pages;
}
