// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { controlIn } from './field-focus.ts';
import { I18nInput } from './I18nInput.tsx';

const draw = (multiline: boolean) => {
  const field = document.createElement('div');
  field.innerHTML = renderToStaticMarkup(
    <I18nInput id="f" value={{ zh_HK: 'a', zh_CN: '', en: '' }} maxLength={10} multiline={multiline} label="Title" onChange={() => {}} />,
  );
  return field;
};

describe('going to a problem in a three-language text (issue 26)', () => {
  it('focuses the box of the language at fault, not the first language', () => {
    for (const multiline of [false, true]) {
      const field = draw(multiline);
      expect(controlIn(field, 'en')?.id).toBe('f-en');
      expect(controlIn(field, 'zh_CN')?.id).toBe('f-zh_CN');
    }
  });
  it('focuses the first control when the problem names no language', () => {
    const field = draw(false);
    expect(controlIn(field, null)?.id).toBe('f-zh_HK');
    expect(controlIn(field)?.id).toBe('f-zh_HK');
  });
});
