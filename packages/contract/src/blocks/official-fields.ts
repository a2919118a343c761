import { group, image, link, type Field } from './fields.ts';
import { isLinkTarget, type LinkTarget } from '../navigation.ts';

/** A picture per interface language (store notice images, offer pictures). */
export const i18nImage = () => group({ zh_HK: image(), zh_CN: image(), en: image() });

/** A link whose default, when nothing valid is stored, is the given target (a page the demo ships). */
export const linkOr = (def: LinkTarget): Field<LinkTarget> => {
  const base = link();
  return { meta: base.meta, parse: (v) => (isLinkTarget(v) && v.kind !== 'none' ? v : def) };
};
