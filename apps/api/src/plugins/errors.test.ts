import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorText } from '@shop/contract';
import { parseJsonBody, registerErrorHandling, registerJsonParser } from './errors.ts';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandling(app);
  registerJsonParser(app);
  app.post('/echo', async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

const send = (payload: string, lang = 'zh-HK') =>
  app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json', 'accept-language': lang } });

describe('JSON bodies', () => {
  it('reads a body as JSON.parse does, escapes included, and an empty body as {}', async () => {
    for (const body of [
      '{"skuList":[{"skuId":1,"num":2}],"needPromotion":true}',
      '{"name":"\\u4e2d\\u6587 \\"x\\"","n":null}',
      '[1,2]',
      '  {"a":{"b":[]}}  ',
    ]) {
      const res = await send(body);
      expect([body, res.statusCode]).toEqual([body, 200]);
      expect(res.json()).toEqual({ body: JSON.parse(body) });
    }
    expect((await send('   ')).json()).toEqual({ body: {} });
  });

  it('refuses a key named __proto__ or constructor, however it is spelt, at any depth (decision 619)', async () => {
    for (const body of [
      '{"__proto__":{"admin":true}}',
      '{"a":[{"constructor":{"prototype":{}}}]}',
      '{"\\u005f_proto__":{"admin":true}}',
      '{"\\u005F\\u005Fproto\\u005f\\u005f":1}',
      '{"constr\\u0075ctor":1}',
    ]) {
      const res = await send(body, 'en');
      expect([body, res.statusCode]).toEqual([body, 400]);
      expect(res.json()).toEqual({ errorCode: ERRORS.INVALID_JSON.code, errorMessage: errorText(ERRORS.INVALID_JSON, 'en') });
      expect(() => parseJsonBody(body)).toThrow();
    }
    // The words as values are only text.
    expect(parseJsonBody('{"note":"__proto__ constructor"}')).toEqual({ note: '__proto__ constructor' });
  });

  it("answers bad JSON with a 400 in the request's language", async () => {
    for (const [header, lang] of [
      ['zh-HK', 'zh_HK'],
      ['zh-CN', 'zh_CN'],
      ['en', 'en'],
    ] as const) {
      const res = await send('{"a":', header);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorCode: ERRORS.INVALID_JSON.code, errorMessage: errorText(ERRORS.INVALID_JSON, lang) });
    }
  });
});
