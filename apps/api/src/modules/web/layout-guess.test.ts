import { describe, expect, it } from 'vitest';
import { layoutOf } from './layout-guess.ts';

const UA = {
  chromeDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariIpadOld: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  googlebotPhone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotDesktop: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('the layout a page is rendered for (decision 164)', () => {
  it('follows Sec-CH-UA-Mobile when the browser sends it, whatever its User-Agent says', () => {
    expect(layoutOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': UA.chromeDesktop })).toBe('pc');
    expect(layoutOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': UA.chromeAndroid })).toBe('mobile');
    // Chrome's devtools phone emulation sends ?1 with a desktop User-Agent, and the other way round.
    expect(layoutOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': UA.chromeDesktop })).toBe('mobile');
    expect(layoutOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': UA.androidTablet })).toBe('pc');
  });

  it('reads the User-Agent of browsers without client hints: Firefox and Safari on desktops get the desktop layout', () => {
    expect(layoutOf({ 'user-agent': UA.firefoxDesktop })).toBe('pc');
    expect(layoutOf({ 'user-agent': UA.firefoxLinux })).toBe('pc');
    expect(layoutOf({ 'user-agent': UA.safariMac })).toBe('pc');
    expect(layoutOf({ 'user-agent': UA.googlebotDesktop })).toBe('pc');
  });

  it('gives phones and tablets that name themselves the phone layout', () => {
    expect(layoutOf({ 'user-agent': UA.safariIphone })).toBe('mobile');
    expect(layoutOf({ 'user-agent': UA.safariIpadOld })).toBe('mobile');
    expect(layoutOf({ 'user-agent': UA.firefoxAndroid })).toBe('mobile');
    expect(layoutOf({ 'user-agent': UA.chromeAndroid })).toBe('mobile');
    expect(layoutOf({ 'user-agent': UA.androidTablet })).toBe('mobile');
    expect(layoutOf({ 'user-agent': UA.googlebotPhone })).toBe('mobile');
  });

  it('falls back to the phone layout when nothing tells (no hint, no User-Agent) and ignores an empty hint', () => {
    expect(layoutOf({})).toBe('mobile');
    expect(layoutOf({ 'user-agent': '' })).toBe('mobile');
    expect(layoutOf({ 'sec-ch-ua-mobile': '', 'user-agent': UA.firefoxDesktop })).toBe('pc');
  });
});
