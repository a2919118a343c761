import { defineErrors } from './define.ts';

/** Codes 85000–85099: the message outbox (decision 200). */
export const messageErrors = defineErrors({
  MESSAGE_NOT_RESENDABLE: {
    code: 85001,
    status: 409,
    text: {
      zh_HK: '這則訊息正在發送中，或不屬於此訂單。',
      zh_CN: '这则讯息正在发送中，或不属于此订单。',
      en: 'This message is still being sent, or it does not belong to this order.',
    },
  },
});
