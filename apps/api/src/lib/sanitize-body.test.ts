import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './sanitize-body.ts';

// The same cases as the web app's `lib/sanitize.test.ts`: one policy (contract rich-html-policy.ts), two sanitisers.
describe('sanitizeBody', () => {
  it('keeps exactly what the preview keeps: no style attributes, attributes only on the elements the policy names', () => {
    expect(sanitizeBody('<p style="color:red" class="c" title="t">a</p>')).toBe('<p class="c">a</p>');
    expect(sanitizeBody('<img src="/media/a.png" alt="a" title="x" style="width:1px" />')).toBe('<img src="/media/a.png" alt="a" />');
  });
  it('drops scripts, frames and unsafe links, keeping their text', () => {
    expect(sanitizeBody('<p>Hi</p><script>alert(1)</script><iframe src="https://x"></iframe>')).toBe('<p>Hi</p>');
    expect(sanitizeBody('<a href="javascript:alert(1)">a</a><a href="/goodsList">b</a>')).toBe('<span>a</span><a href="/goodsList">b</a>');
  });
});
