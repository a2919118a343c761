import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@shop/contract';
import { Link, NavLink, withLang } from './links.tsx';
import { actionWithLang } from './navigation.tsx';

describe('withLang: the one builder of internal links (decision 165)', () => {
  it('adds the language to a path, after its query and before its fragment, keeping the query as written', () => {
    expect(withLang('/wv/NEWS', 'en')).toBe('/wv/NEWS?lang=en');
    expect(withLang('/product?id=12', 'zh_CN')).toBe('/product?id=12&lang=zh_CN');
    expect(withLang('/onlineProductCategory?tag=A%20B,C', 'en')).toBe('/onlineProductCategory?tag=A%20B,C&lang=en');
    expect(withLang('/wv/SHOPS#map', 'en')).toBe('/wv/SHOPS?lang=en#map');
    expect(withLang('/wv/SHOPS?storeId=3#map', 'en')).toBe('/wv/SHOPS?storeId=3&lang=en#map');
    expect(withLang('/?', 'en')).toBe('/?lang=en');
    expect(withLang('/', 'en')).toBe('/?lang=en');
  });

  it('leaves zh_HK (the default), no language, and addresses that name their own language clean', () => {
    expect(withLang('/wv/NEWS', 'zh_HK')).toBe('/wv/NEWS');
    expect(withLang('/wv/NEWS', null)).toBe('/wv/NEWS');
    expect(withLang('/wv/NEWS', undefined)).toBe('/wv/NEWS');
    expect(withLang('/wv/NEWS?lang=zh_CN', 'en')).toBe('/wv/NEWS?lang=zh_CN');
  });

  it("gives the shop's other sites the language, and leaves other schemes and fragments alone", () => {
    expect(withLang('https://eshop.example.hk/wv/ONLINE?x=1', 'en')).toBe('https://eshop.example.hk/wv/ONLINE?x=1&lang=en');
    expect(withLang('tel:+85212345678', 'en')).toBe('tel:+85212345678');
    expect(withLang('mailto:a@b.hk', 'en')).toBe('mailto:a@b.hk');
    expect(withLang('#main', 'en')).toBe('#main');
    expect(withLang('', 'en')).toBe('');
  });

  it('applies to the navigation actions of stored links: routes and other sites, not web links in a new window', () => {
    expect(actionWithLang({ type: 'route', to: '/wv/BRANDS' }, 'en')).toEqual({ type: 'route', to: '/wv/BRANDS?lang=en' });
    expect(actionWithLang({ type: 'location', href: 'https://club.example.hk/' }, 'zh_CN')).toEqual({
      type: 'location',
      href: 'https://club.example.hk/?lang=zh_CN',
    });
    expect(actionWithLang({ type: 'window', url: 'https://example.com/' }, 'en')).toEqual({ type: 'window', url: 'https://example.com/' });
    expect(actionWithLang({ type: 'route', to: '/wv/BRANDS' }, null)).toEqual({ type: 'route', to: '/wv/BRANDS' });
  });
});

function render(address: string, lang: Lang): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: lang, resources: {}, initAsync: false });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={address}>
        <Link to="/product?id=7">product</Link>
        <Link to={{ pathname: '/wv/SHOPS', search: '?storeId=2' }}>shop</Link>
        <NavLink to="/wv/NEWS">news</NavLink>
      </StaticRouter>
    </I18nextProvider>,
  );
}
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('Link and NavLink: the language of a page whose address names it', () => {
  it('carry ?lang= when the address names the language', () => {
    expect(hrefs(render('/wv/NEWS?lang=en', 'en'))).toEqual(['/product?id=7&lang=en', '/wv/SHOPS?storeId=2&lang=en', '/wv/NEWS?lang=en']);
    expect(hrefs(render('/product?id=1&lang=zh_CN', 'zh_CN'))).toEqual(['/product?id=7&lang=zh_CN', '/wv/SHOPS?storeId=2&lang=zh_CN', '/wv/NEWS?lang=zh_CN']);
  });

  it('stay clean in zh_HK, and when the language is the kept choice rather than the address', () => {
    expect(hrefs(render('/wv/NEWS?lang=zh_HK', 'zh_HK'))).toEqual(['/product?id=7', '/wv/SHOPS?storeId=2', '/wv/NEWS']);
    expect(hrefs(render('/wv/NEWS', 'en'))).toEqual(['/product?id=7', '/wv/SHOPS?storeId=2', '/wv/NEWS']);
  });

  it('follow the interface language after a switch in place (setLang rewrites the address outside the router)', () => {
    // The router still sees ?lang=en; the interface is zh_CN now.
    expect(hrefs(render('/wv/NEWS?lang=en', 'zh_CN'))[0]).toBe('/product?id=7&lang=zh_CN');
  });
});

describe('one way to build an internal link', () => {
  it("no screen imports the router's Link or NavLink directly (they would drop the language)", () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.includes('.test.') && !path.endsWith(join('lib', 'links.tsx'))) {
          const text = readFileSync(path, 'utf8');
          for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router'/g)) {
            if (/\b(Link|NavLink)\b/.test(m[1]!)) offenders.push(relative(src, path));
          }
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});
