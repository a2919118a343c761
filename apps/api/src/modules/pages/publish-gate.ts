import {
  ERRORS,
  describePlace,
  errorText,
  findPublishProblems,
  mediaKeyOf,
  walkApp,
  type AppDraftLike,
  type GateProblem,
  type Lang,
  type PublishProblem,
} from '@shop/contract';

const PLACE_WORDS: Record<Lang, { page: string; block: string; site: string; sep: string }> = {
  zh_HK: { page: '頁面', block: '組件', site: '網站設定及選單', sep: '，' },
  zh_CN: { page: '页面', block: '组件', site: '网站设定及菜单', sep: '，' },
  en: { page: 'Page', block: 'block', site: 'Site settings and menus', sep: ', ' },
};
const LANG_NAMES: Record<Lang, Record<Lang, string>> = {
  zh_HK: { zh_HK: '繁體中文', zh_CN: '簡體中文', en: '英文' },
  zh_CN: { zh_HK: '繁体中文', zh_CN: '简体中文', en: '英文' },
  en: { zh_HK: 'Traditional Chinese', zh_CN: 'Simplified Chinese', en: 'English' },
};

/** A place in words, in a language ("Page ABOUT, block b12 (button), toPageData"). */
export const placeText = (p: Parameters<typeof describePlace>[0], lang: Lang) => describePlace(p, PLACE_WORDS[lang]);

function message(p: GateProblem, lang: Lang): string {
  const place = placeText(p, lang);
  if (p.kind === 'link') return errorText(ERRORS.PUBLISH_PROBLEM_LINK, lang, { place, target: p.target ?? '' });
  if (p.kind === 'image') return errorText(ERRORS.PUBLISH_PROBLEM_IMAGE, lang, { place, target: p.target ?? '' });
  return errorText(ERRORS.PUBLISH_PROBLEM_TEXT, lang, { place, lang: p.lang ? LANG_NAMES[lang][p.lang] : '' });
}

/**
 * The publish gate: the shared walk (`findPublishProblems` in the contract, which the editor runs too)
 * with the media library's answer to "does this image exist", each problem as one line in the caller's
 * language.
 */
export async function runPublishGate(draft: AppDraftLike, existingMediaKeys: (keys: string[]) => Promise<Set<string>>, lang: Lang): Promise<PublishProblem[]> {
  const refs = walkApp(draft);
  const keys = [...new Set(refs.images.map((i) => mediaKeyOf(i.src)).filter((k): k is string => k !== null))];
  const existing = await existingMediaKeys(keys);
  const problems = findPublishProblems(draft, (src) => existing.has(mediaKeyOf(src) ?? ''), refs);
  return problems.map((p) => ({ ...p, message: message(p, lang) }));
}
