import type { LinkTarget, MenuLeaf } from '@shop/contract';

/** Where a header or footer menu link goes; a jewellery list link carries its parameter query (blocks §2). */
export function menuLinkTarget(leaf: MenuLeaf): LinkTarget {
  const { link } = leaf;
  if (link.kind === 'page' && leaf.jewelleryParamSelectionId !== undefined) {
    const query: Record<string, string> = { jewelleryParamSelectionId: String(leaf.jewelleryParamSelectionId) };
    if (leaf.jewelleryParamId !== undefined) query.jewelleryParamId = String(leaf.jewelleryParamId);
    if (leaf.jewelleryParamType !== undefined) query.jewelleryParamType = String(leaf.jewelleryParamType);
    return { kind: 'path', path: `/wv/${encodeURIComponent(link.pageCode)}`, query };
  }
  return link;
}
