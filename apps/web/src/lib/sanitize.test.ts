// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

/** Article bodies and rich text are editor HTML: whatever they contain must render inert. */
describe('sanitizeHtml', () => {
  const render = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(html);
    return div;
  };

  it('drops script elements, keeping the text around them', () => {
    const div = render('<p>Hello</p><script>alert(1)</script><SCRIPT src="//evil.example/x.js"></SCRIPT>');
    expect(div.querySelectorAll('script')).toHaveLength(0);
    expect(div.textContent).toBe('Hello');
  });

  it('drops event handlers', () => {
    const div = render(
      '<img src="/media/a.svg" onerror="alert(1)" alt="a"><svg onload="alert(2)"></svg><p onclick="alert(3)" onmouseover="x()">t</p><details open ontoggle="alert(4)"></details>',
    );
    const all = [...div.querySelectorAll('*')];
    expect(all.length).toBeGreaterThan(0);
    for (const el of all) for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
    expect(div.querySelector('img')?.getAttribute('src')).toBe('/media/a.svg');
  });

  it('drops javascript:, data: and vbscript: addresses, keeping safe ones', () => {
    const div = render(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="vbscript:msgbox(1)">e</a>' +
        '<a href="https://example.com/" target="_blank">f</a><a href="/wv/ABOUT">g</a><a href="mailto:x@example.com">h</a>',
    );
    const hrefs = [...div.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    // A refused link is no link at all, only its text (decision 187).
    expect(hrefs).toEqual(['https://example.com/', '/wv/ABOUT', 'mailto:x@example.com']);
    expect(div.textContent).toContain('abcde');
    // A new-tab link either loses its target or gets rel=noopener, never opens with access to this page.
    const external = div.querySelectorAll('a')[0]!;
    expect(external.getAttribute('target') === null || external.getAttribute('rel') === 'noopener noreferrer').toBe(true);
  });

  it('turns a link a browser would resolve off site into its text', () => {
    const div = render('<a href="/\\evil.example/phish">x</a><a href="/%5Cevil.example">y</a><a href="//evil.example">z</a><a href="/goodsList">ok</a>');
    expect([...div.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/goodsList']);
    expect(div.textContent).toBe('xyzok');
  });

  it('drops frames, forms, styles and meta refreshes', () => {
    const div = render(
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"><button>go</button></form><style>body{display:none}</style><meta http-equiv="refresh" content="0;url=https://evil.example"><object data="x"></object><embed src="x">',
    );
    expect(div.querySelectorAll('iframe, form, input, button, style, meta, object, embed')).toHaveLength(0);
  });

  it('keeps ordinary article markup', () => {
    const html = '<h2>Modelling</h2><p>The craftsman <strong>first</strong> carves the ring in <em>wax</em>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps exactly what the server keeps: no style attributes, attributes only on the elements the policy names', () => {
    const div = render('<p style="color:red" class="c" title="t">a</p><img src="/media/a.png" alt="a" title="x" style="width:1px">');
    expect(div.querySelector('p')?.getAttributeNames().sort()).toEqual(['class']);
    expect(div.querySelector('img')?.getAttributeNames().sort()).toEqual(['alt', 'src']);
  });
});
