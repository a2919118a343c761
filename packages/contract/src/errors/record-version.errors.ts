import { defineErrors } from './define.ts';

/**
 * Code 80050: the one concurrency rule of every back-office record (issue 27, decision 240). The answer
 * also carries `conflict: { version, by, at }` (the contract's `recordConflictSchema`) so that the form can
 * offer a reload; the text names who and when for any client that only shows messages.
 */
export const recordVersionErrors = defineErrors({
  RECORD_CHANGED: {
    code: 80050,
    status: 409,
    text: {
      zh_HK: '此記錄已於 {at} 由 {by} 更改，你的修改未儲存。請重新載入後再儲存',
      zh_CN: '此记录已于 {at} 由 {by} 更改，你的修改未保存。请重新加载后再保存',
      en: 'This record was changed by {by} at {at}; your changes were not saved. Reload it, then save again.',
    },
  },
});
