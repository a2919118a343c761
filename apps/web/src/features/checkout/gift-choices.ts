import { ORDER } from '@shop/contract';
import { readJson, writeStorage } from '../../lib/storage.ts';

/** A gift chosen in the preview; kept locally per app run code (core §3 locally stored values). */
export interface GiftChoice {
  skuId: number;
  spuId: number;
  promotionId: number;
  num: number;
}

const storageKey = (runCode: string) => `giftSkuList:${runCode}`;

const isChoices = (v: unknown): v is GiftChoice[] =>
  Array.isArray(v) &&
  v.length <= ORDER.GIFT_LINES_MAX &&
  v.every((g) => typeof g === 'object' && g !== null && [g.skuId, g.spuId, g.promotionId, g.num].every((n) => Number.isInteger(n) && n > 0));

export const readGiftChoices = (runCode: string): GiftChoice[] => readJson(storageKey(runCode), isChoices) ?? [];

export function writeGiftChoices(runCode: string, choices: GiftChoice[]) {
  writeStorage(storageKey(runCode), choices.length ? JSON.stringify(choices) : null);
}
