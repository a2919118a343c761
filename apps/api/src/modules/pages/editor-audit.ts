import type { AuditAction, I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../audit/index.ts';

/**
 * The page editor's entries in the audit log (issue 40, decision 441): a whole publish, a publish of chosen
 * units, a restore — each with the units by name (three languages), the live version before and after,
 * and for a restore the version restored and the units kept for other editors. Written in the caller's
 * transaction, like every audited write (decision 131).
 */
export async function auditSitePages(
  tx: Db,
  a: {
    staffId: number;
    action: Extract<AuditAction, 'publish' | 'publishPart' | 'restore'>;
    appCode: string;
    /** The new live version; null when a restore went into the draft only. */
    version: number | null;
    previous: number | null;
    units: I18nText[];
    restoredFrom?: number;
    kept?: I18nText[];
  },
) {
  const join = (list: I18nText[], sep: Record<keyof I18nText, string>): I18nText => ({
    zh_HK: list.map((u) => u.zh_HK).join(sep.zh_HK),
    zh_CN: list.map((u) => u.zh_CN).join(sep.zh_CN),
    en: list.map((u) => u.en).join(sep.en),
  });
  const sep = { zh_HK: '、', zh_CN: '、', en: ', ' };
  const changes: Record<string, { before: unknown; after: unknown }> = {
    units: { before: null, after: join(a.units, sep) },
  };
  if (a.version !== null) changes.version = { before: a.previous, after: a.version };
  if (a.restoredFrom !== undefined) changes.restoredFrom = { before: null, after: a.restoredFrom };
  if (a.kept?.length) changes.kept = { before: null, after: join(a.kept, sep) };
  const label: I18nText =
    a.version === null
      ? { zh_HK: `第 ${a.restoredFrom} 版還原至草稿`, zh_CN: `第 ${a.restoredFrom} 版还原至草稿`, en: `version ${a.restoredFrom} restored into the draft` }
      : { zh_HK: `網站第 ${a.version} 版`, zh_CN: `网站第 ${a.version} 版`, en: `site version ${a.version}` };
  await writeAudit(tx, {
    staffId: a.staffId,
    action: a.action,
    entity: 'sitePages',
    entityId: a.appCode,
    label,
    changedFields: Object.keys(changes),
    changes,
  });
}
