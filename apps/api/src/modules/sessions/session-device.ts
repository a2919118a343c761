import { isIPv4, isIPv6 } from 'node:net';
import { SESSIONS } from '@shop/contract';

/**
 * What a session keeps of the device that opened it (decision 388): enough for its owner to tell their
 * devices apart, nothing more. The User-Agent becomes `Browser on System` (or the app's own name); the
 * address is cut to its network: an IPv4 /24 (`203.0.113.x`), an IPv6 /48 (`2001:db8:1::/48`).
 */

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
  [/\bnode\b|\bundici\b/i, 'Node.js'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** `Chrome on Android`, `Safari on iPhone`, `Firefox`, or '' when nothing is recognised. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  if (!ua) return '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const label = browser && system ? `${browser} on ${system}` : (browser ?? system ?? '');
  return label.slice(0, SESSIONS.LABEL_MAX_LENGTH);
}

/** The network of an address: IPv4 /24 as `a.b.c.x`, IPv6 /48 as `a:b:c::/48`; '' when not an address. */
export function approximateIp(ip: string | undefined): string {
  const raw = (ip ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  const v4 = mapped ? mapped[1]! : raw;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(raw)) return '';
  const bare = raw.split('%')[0]!.toLowerCase();
  const [head = '', tail = ''] = bare.split('::');
  const h = head ? head.split(':') : [];
  const t = bare.includes('::') ? (tail ? tail.split(':') : []) : [];
  const full = bare.includes('::') ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h;
  return `${full
    .slice(0, 3)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/48`;
}
