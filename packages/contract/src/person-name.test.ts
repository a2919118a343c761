import { describe, expect, it } from 'vitest';
import { personName } from './person-name.ts';

describe('personName', () => {
  it('reads a Chinese name family name first without a space', () => {
    expect(personName({ firstName: '偉', lastName: '張' })).toBe('張偉');
    expect(personName({ firstName: '大文', lastName: '陳' })).toBe('陳大文');
  });
  it('reads any other name as entered, family name first', () => {
    expect(personName({ firstName: 'Tai Man', lastName: 'Chan' })).toBe('Chan Tai Man');
  });
  it('falls back to the nickname, then the fallback', () => {
    expect(personName({ firstName: '', lastName: ' ', nickname: 'Kiki' })).toBe('Kiki');
    expect(personName({}, 'JH00000001')).toBe('JH00000001');
  });
});
