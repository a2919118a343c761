import { describe, expect, it } from 'vitest';
import { labelOfPath } from './list-tools.tsx';
import { backOfficeCatalogue } from './back-office.i18n.ts';

/** The back office's own strings, English, with {{x}} filled: enough of i18next for the label. */
const en = backOfficeCatalogue.en as Record<string, string>;
const t = (key: string | string[], o: Record<string, unknown> = {}) => {
  const found =
    [key]
      .flat()
      .map((k) => en[k.replace(/^backOffice:/, '')])
      .find((x) => x !== undefined) ?? String(key);
  return found.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(o[k]));
};

describe('labelOfPath names the field inside a row (issue 37)', () => {
  const labels = { skus: 'SKU grid', 'skus.originalPrice': 'Original price', 'skus.weightPricing': 'Pricing' };
  it('says the row and the field of the row by its label', () => {
    expect(labelOfPath('skus.0.originalPrice', labels, t)).toBe('SKU grid, row 1, Original price');
  });
  it('falls back to the nearest labelled parent, and to the row alone', () => {
    expect(labelOfPath('skus.2.weightPricing.weightMg', labels, t)).toBe('SKU grid, row 3, Pricing');
    expect(labelOfPath('skus.1.selectionIds.0', labels, t)).toBe('SKU grid, row 2');
  });
});
