import type { Lang } from '@shop/contract';
import { hkDateTime } from './hk-date-time.ts';

/**
 * A viewing appointment's messages (issue 44, decision 499): booked (or moved), the reminder the day
 * before, cancelled. The e-mail carries the links to manage the booking and to add it to a calendar (an
 * iCalendar file); the SMS, kept short, carries the code, the shop and the time.
 */
export interface ViewingP {
  code: string;
  shopName: string;
  /** The slot's start (an instant); shown in Hong Kong time. */
  startsAt: string;
  /** The pieces, one per line, already in the shopper's language. */
  pieces: string;
  manageUrl: string;
  icsUrl: string;
}

type Kind = 'booked' | 'reminder' | 'cancelled';
type Words = { subject: (p: ViewingP) => string; head: (p: ViewingP, at: string) => string; sms: (p: ViewingP, at: string) => string };

const WORDS: Record<Lang, Record<Kind, Words>> = {
  zh_HK: {
    booked: {
      subject: (p) => `睇貨預約 ${p.code} 已確認`,
      head: (p, at) => `您已預約於 ${at} 到${p.shopName}睇貨，預約編號 ${p.code}。`,
      sms: (p, at) => `翠港珠寶：睇貨預約 ${p.code} 已確認，${at} ${p.shopName}。`,
    },
    reminder: {
      subject: (p) => `提提您：明天睇貨預約 ${p.code}`,
      head: (p, at) => `提提您，明天 ${at} 在${p.shopName}有睇貨預約（編號 ${p.code}），貨品已為您準備。`,
      sms: (p, at) => `翠港珠寶提提您：明天 ${at} ${p.shopName}睇貨，預約 ${p.code}。`,
    },
    cancelled: {
      subject: (p) => `睇貨預約 ${p.code} 已取消`,
      head: (p, at) => `您於 ${at} 在${p.shopName}的睇貨預約 ${p.code} 已取消。`,
      sms: (p) => `翠港珠寶：睇貨預約 ${p.code} 已取消。`,
    },
  },
  zh_CN: {
    booked: {
      subject: (p) => `看货预约 ${p.code} 已确认`,
      head: (p, at) => `您已预约于 ${at} 到${p.shopName}看货，预约编号 ${p.code}。`,
      sms: (p, at) => `翠港珠宝：看货预约 ${p.code} 已确认，${at} ${p.shopName}。`,
    },
    reminder: {
      subject: (p) => `提醒：明天看货预约 ${p.code}`,
      head: (p, at) => `提醒您，明天 ${at} 在${p.shopName}有看货预约（编号 ${p.code}），商品已为您准备。`,
      sms: (p, at) => `翠港珠宝提醒：明天 ${at} ${p.shopName}看货，预约 ${p.code}。`,
    },
    cancelled: {
      subject: (p) => `看货预约 ${p.code} 已取消`,
      head: (p, at) => `您于 ${at} 在${p.shopName}的看货预约 ${p.code} 已取消。`,
      sms: (p) => `翠港珠宝：看货预约 ${p.code} 已取消。`,
    },
  },
  en: {
    booked: {
      subject: (p) => `Viewing ${p.code} confirmed`,
      head: (p, at) => `Your viewing at ${p.shopName} on ${at} is booked. Your code: ${p.code}.`,
      sms: (p, at) => `Jade Harbour: viewing ${p.code} confirmed, ${at}, ${p.shopName}.`,
    },
    reminder: {
      subject: (p) => `Reminder: your viewing ${p.code} tomorrow`,
      head: (p, at) => `A reminder: your viewing at ${p.shopName} is tomorrow, ${at} (code ${p.code}). The pieces will be ready for you.`,
      sms: (p, at) => `Jade Harbour reminder: viewing ${p.code} tomorrow ${at}, ${p.shopName}.`,
    },
    cancelled: {
      subject: (p) => `Viewing ${p.code} cancelled`,
      head: (p, at) => `Your viewing ${p.code} at ${p.shopName} on ${at} is cancelled.`,
      sms: (p) => `Jade Harbour: viewing ${p.code} cancelled.`,
    },
  },
};

const LINKS: Record<Lang, { pieces: string; manage: string; calendar: string }> = {
  zh_HK: { pieces: '預約貨品：', manage: '更改或取消預約：', calendar: '加入行事曆（iCalendar）：' },
  zh_CN: { pieces: '预约商品：', manage: '更改或取消预约：', calendar: '加入日历（iCalendar）：' },
  en: { pieces: 'Pieces:', manage: 'Change or cancel:', calendar: 'Add to calendar (iCalendar):' },
};

const render = (kind: Kind, lang: Lang) => (p: ViewingP) => {
  const w = WORDS[lang][kind];
  const at = hkDateTime(p.startsAt, lang);
  const l = LINKS[lang];
  return {
    subject: w.subject(p),
    lines: [w.head(p, at), l.pieces, ...p.pieces.split('\n'), ...(kind === 'cancelled' ? [] : [`${l.manage} ${p.manageUrl}`, `${l.calendar} ${p.icsUrl}`])],
    sms: w.sms(p, at),
  };
};

const templateOf = (kind: Kind) => ({ zh_HK: render(kind, 'zh_HK'), zh_CN: render(kind, 'zh_CN'), en: render(kind, 'en') });
export const viewingBookedTemplate = templateOf('booked');
export const viewingReminderTemplate = templateOf('reminder');
export const viewingCancelledTemplate = templateOf('cancelled');
