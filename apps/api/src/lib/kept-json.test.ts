import { describe, expect, it } from 'vitest';
import { jsonBytes, keepJson, keepJsonText, sentAsJson } from './kept-json.ts';

const same = (v: unknown) => expect(jsonBytes(v).toString()).toBe(JSON.stringify(v));

describe('kept JSON bytes (decision 531)', () => {
  it('gives exactly what JSON.stringify gives, kept objects or not', () => {
    const goods = { id: 1, title: '足金手鐲', skus: [{ id: 2, price: 880000 }], gone: undefined };
    keepJson(goods);
    same({ data: { total: 1, items: [goods, { id: 3 }], facets: [{ kind: 'metal', values: [{ code: 'gold', count: 1 }] }] } });
    same({ data: { a: undefined, f: () => 1, d: new Date(0), list: [undefined, null, goods, () => 1], n: NaN, s: 'é"\n' } });
    same({ data: [[[goods]]] });
    same({ data: { items: [] } });
    same({ data: 'text' });
    same({ data: null });
  });

  it('splices the kept bytes: a kept object changed later still shows what it was when kept', () => {
    const goods = { id: 1, name: 'ring' };
    keepJson(goods);
    goods.name = 'changed';
    expect(jsonBytes({ data: { items: [goods] } }).toString()).toBe('{"data":{"items":[{"id":1,"name":"ring"}]}}');
  });

  it('splices text kept with a parsed value as it came, beside kept bytes and serialised parts', () => {
    const text = '{"id":7,"title":"翡翠 \\"蓮\\""}';
    const parsed = JSON.parse(text) as { id: number; title: string };
    keepJsonText(parsed, text);
    const goods = { id: 1, name: 'ring' };
    keepJson(goods);
    same({ data: { items: [parsed, goods, parsed], total: 3 } });
    parsed.title = 'changed';
    expect(jsonBytes({ data: [parsed] }).toString()).toBe(`{"data":[${text}]}`);
  });

  it('sends a value that was never parsed as its text, and JSON.stringify of it gives the same (decision 615)', () => {
    const text = '{"id":9,"title":"足金 \\"福\\"","skuList":[{"id":1}]}';
    const sent = sentAsJson<{ id: number }>(text);
    const answer = { data: { goods: sent, categoryPath: [{ id: 1 }], related: [sentAsJson(text)] } };
    expect(jsonBytes(answer).toString()).toBe(`{"data":{"goods":${text},"categoryPath":[{"id":1}],"related":[${text}]}}`);
    expect(JSON.stringify(answer)).toBe(jsonBytes(answer).toString());
  });
});
