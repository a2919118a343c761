import type { TFunction } from 'i18next';
import { BLOCKS, isBlockType, pickText, type Lang } from '@shop/contract';

/**
 * A setting's dotted path (`appProps.onlineHomePageCode`, `menus.footer.columns.0.links.2`,
 * `props.items.1.link`) as the editor names it on screen (issue 40: no raw key): each name by its label,
 * each list position as "#n" counted from 1. A name without a label stays as it is (the label test keeps
 * that list empty for the editor's own settings).
 */
export function fieldPathText(path: string, t: TFunction, exists: (key: string) => boolean): string {
  const parts = path.split('.');
  const out: string[] = [];
  const head = parts[0];
  if (head === 'appProps') out.push(t('tab_site'));
  if (head === 'menus') out.push(t('tab_menus'));
  const rest = head === 'appProps' || head === 'menus' || head === 'props' || head === 'pageProps' ? parts.slice(1) : parts;
  for (const [i, seg] of rest.entries()) {
    if (/^\d+$/.test(seg)) out.push(`#${Number(seg) + 1}`);
    else if (head === 'menus' && i === 0 && exists(`editor:menu_${seg}`)) out.push(t(`menu_${seg}`));
    else out.push(exists(`editor:f_${seg}`) ? t(`f_${seg}`) : seg);
  }
  return out.join(' › ');
}

/** A block type by its title in the interface's language (never `richText`). */
export const blockTypeText = (type: string, lang: Lang) => (isBlockType(type) ? pickText(BLOCKS[type].title, lang) : type);
