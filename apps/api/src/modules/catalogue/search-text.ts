/**
 * How search reads text (issue 42, decision 445): NFKC, lower case, Chinese folded to one script and one
 * form of each variant character, English words to their singular. Documents and queries both pass
 * through here, so "Rings" and "ring", 项链 / 項鏈 / 項鍊, 腕表 / 腕錶 meet on the same word.
 */

/**
 * Simplified → traditional for the characters of the catalogue's vocabulary (product types, materials,
 * colours, collections, categories, labels, the trade's words). Pairs: simplified then traditional.
 * A character missing here stays as it is: both scripts are then still in the document (the
 * catalogue stores all three languages), so only the cross-script match of that one character is lost.
 */
const S2T_PAIRS =
  '钻鑽红紅宝寶蓝藍结結对對坠墜绿綠项項链鏈环環镯鐲运運装裝动動机機表錶计計时時钢鋼黄黃军軍莲蓮韵韻' +
  '致緻语語恒恆龙龍凤鳳丝絲带帶号號铂鉑镶鑲礼禮选選热熱卖賣优優网網独獨颜顏尺尺寸寸证證书書盒盒' +
  '艺藝饰飾银銀锁鎖扣扣针針圆圓钟鐘门門长長两兩岁歲双雙对對爱愛乐樂贵貴财財发發宝寶兴興众眾华華' +
  '丽麗云雲风風凤鳳鸟鳥鱼魚马馬龟龜狮獅见見观觀钱錢币幣气氣汉漢国國东東广廣湾灣铜銅锣鑼尖尖沙沙咀咀' +
  '旺旺角角经經营營码碼单單价價库庫铺鋪层層间間块塊条條颗顆枚枚粒粒';

/** Variant characters the trade writes for the same word (項鍊 = 項鏈, 手鈪 = 手鐲, 腕表 = 腕錶). */
const VARIANT_PAIRS = '鍊鏈鈪鐲表錶鑚鑽綫線裏裡着著峯峰羣群';

const FOLD = new Map<string, string>();
for (const pairs of [S2T_PAIRS, VARIANT_PAIRS]) {
  const chars = Array.from(pairs);
  for (let i = 0; i + 1 < chars.length; i += 2) if (chars[i] !== chars[i + 1]) FOLD.set(chars[i]!, chars[i + 1]!);
}

/** Han ideographs (CJK unified, extension A, compatibility). */
export const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** A run of Chinese, or a Latin-or-digit word. */
const RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+/g;

export function foldHan(s: string): string {
  let out = '';
  for (const c of s) out += FOLD.get(c) ?? c;
  return out;
}

/** NFKC, lower case, single spaces, Chinese folded. */
export function normalizeSearch(s: string): string {
  return foldHan(s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim());
}

/** English words whose final "s" is not a plural (or whose plural is irregular). */
const SINGULAR_KEEP = new Set([
  'glass',
  'swiss',
  'cross',
  'chess',
  'boss',
  'dress',
  'lotus',
  'series',
  'always',
  'plus',
  'bonus',
  'status',
  'oasis',
  'iris',
  'ruyi',
  'kiss',
  'class',
  'brass',
  'mass',
]);
const SINGULAR_IRREGULAR: Record<string, string> = { men: 'man', women: 'woman', watches: 'watch', boxes: 'box', pieces: 'piece', series: 'series' };

/** The singular of an English word, by the common rules; words with digits are kept as they are. */
export function singular(w: string): string {
  if (w.length < 4 || /\d/.test(w) || SINGULAR_KEEP.has(w)) return w;
  const irregular = SINGULAR_IRREGULAR[w];
  if (irregular) return irregular;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** The words of normalised text: Chinese runs as they are, Latin-or-digit words singular. */
export function words(normalised: string): string[] {
  return (normalised.match(RUN) ?? []).map((w) => (HAN.test(w) ? w : singular(w)));
}

export const isHan = (w: string) => HAN.test(w);

/** Removes whole-word occurrences of the phrases (already as words) from a list of words. */
export function withoutPhrases(ws: string[], phrases: string[][]): string[] {
  if (!phrases.length) return ws;
  const out: string[] = [];
  for (let i = 0; i < ws.length;) {
    const hit = phrases.find((p) => p.length > 0 && p.every((w, k) => ws[i + k] === w));
    if (hit) i += hit.length;
    else out.push(ws[i++]!);
  }
  // A Chinese phrase inside a longer run (翠港珠寶保證書): cut it out of the run.
  const han = phrases.filter((p) => p.length === 1 && isHan(p[0]!)).map((p) => p[0]!);
  return out.flatMap((w) => (isHan(w) && han.some((h) => w.includes(h)) ? han.reduce((acc, h) => acc.flatMap((x) => x.split(h)), [w]).filter(Boolean) : [w]));
}

/**
 * Trigram similarity as pg_trgm computes it for one word: trigrams of the word padded with two spaces
 * in front and one behind; shared / all distinct.
 */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (w: string) => {
    const p = `  ${w} `;
    const set = new Set<string>();
    for (let i = 0; i + 3 <= p.length; i++) set.add(p.slice(i, i + 3));
    return set;
  };
  const ga = grams(a);
  const gb = grams(b);
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared++;
  return shared / (ga.size + gb.size - shared);
}
