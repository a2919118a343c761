import { defineErrors } from './define.ts';

/**
 * Codes 80000–80099: the back office (issue 14). Codes 60200–60249: the official site's records as the
 * back office writes them.
 */
export const backOfficeErrors = defineErrors({
  RECORD_NOT_FOUND: {
    code: 80001,
    status: 404,
    text: { zh_HK: '找不到此記錄，可能已被刪除', zh_CN: '找不到此记录，可能已被删除', en: 'This record was not found; it may have been deleted.' },
  },
  STAFF_USERNAME_TAKEN: {
    code: 80002,
    status: 409,
    text: { zh_HK: '用戶名稱「{username}」已被使用', zh_CN: '用户名「{username}」已被使用', en: 'The username "{username}" is taken.' },
  },
  STAFF_SELF_LOCKOUT: {
    code: 80003,
    status: 409,
    text: {
      zh_HK: '不能停用自己的帳戶或移除自己的商戶管理員角色',
      zh_CN: '不能停用自己的账户或移除自己的商户管理员角色',
      en: 'You cannot disable your own account or remove your own merchant admin role.',
    },
  },
  STAFF_NOT_FOUND: {
    code: 80004,
    status: 404,
    text: { zh_HK: '找不到此員工帳戶', zh_CN: '找不到此员工账户', en: 'This staff account was not found.' },
  },
  SHOP_CODE_TAKEN: {
    code: 60201,
    status: 409,
    text: { zh_HK: '分店編號「{code}」已被使用', zh_CN: '分店编号「{code}」已被使用', en: 'The shop code "{code}" is taken.' },
  },
  RECORD_IN_USE: {
    code: 60202,
    status: 409,
    text: {
      zh_HK: '此記錄仍被其他記錄使用（{what}），未能刪除',
      zh_CN: '此记录仍被其他记录使用（{what}），未能删除',
      en: 'This record is still used by other records ({what}) and cannot be deleted.',
    },
  },
  AREA_PARENT_INVALID: {
    code: 60203,
    status: 400,
    text: {
      zh_HK: '上層地區必須是頂層地區，且不能是自己',
      zh_CN: '上层地区必须是顶层地区，且不能是自己',
      en: 'The parent must be a top area, not the area itself.',
    },
  },
  REF_UNKNOWN: {
    code: 60204,
    status: 400,
    // The form names the field by its label (issue 27): the text says only what is wrong with it.
    text: { zh_HK: '所選項目不存在', zh_CN: '所选项目不存在', en: 'The chosen item does not exist.' },
  },
});
