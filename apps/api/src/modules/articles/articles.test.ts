import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();

describe('app/article', () => {
  it('lists cards of every article of a label, newest first, without bodies', async () => {
    const res = await t.call('app/article/getArticleBaseInfoListByIds', { merchantCode: 'DEMO', articleLabelList: ['news'] });
    expect(res.status).toBe(200);
    const list = res.body.data as Array<{ startDate: string; labelNameList: string[]; titleEng: string }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((a) => a.labelNameList.includes('news'))).toBe(true);
    expect([...list].map((a) => a.startDate)).toEqual(
      [...list]
        .map((a) => a.startDate)
        .sort()
        .reverse(),
    );
    expect(list[0]).not.toHaveProperty('detailEng');
  });

  it('combines ids and labels, and answers nothing when asked for nothing', async () => {
    const byLabel = await t.call('app/article/getArticleBaseInfoListByIds', { merchantCode: 'DEMO', articleLabelList: ['events'] });
    const id = byLabel.body.data[0].id as number;
    const both = await t.call('app/article/getArticleBaseInfoListByIds', { merchantCode: 'DEMO', articleIds: [id], articleLabelList: ['news'] });
    expect(both.body.data.map((a: { id: number }) => a.id)).toContain(id);
    const none = await t.call('app/article/getArticleBaseInfoListByIds', { merchantCode: 'DEMO' });
    expect(none.body.data).toEqual([]);
  });

  it('answers full articles in the order asked, leaving out unknown ids', async () => {
    const cards = await t.call('app/article/getArticleBaseInfoListByIds', { merchantCode: 'DEMO', articleLabelList: ['news'] });
    const [a, b] = cards.body.data.map((x: { id: number }) => x.id);
    const res = await t.call('app/article/getArticleListByIds', { articleIds: [b, 999999, a] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: { id: number }) => x.id)).toEqual([b, a]);
    expect(res.body.data[0]).toMatchObject({ merchantCode: 'DEMO', detailEng: expect.stringContaining('<p>'), titleTraditional: expect.any(String) });
    expect(res.body.data[0].imgList.length).toBeGreaterThan(0);
  });

  it('names the bad field', async () => {
    const res = await t.call('app/article/getArticleListByIds', { articleIds: [] }, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('Invalid input: articleIds');
    const bad = await t.call('app/article/getArticleBaseInfoListByIds', { merchantCode: 'DEMO', articleLabelList: ['x'.repeat(65)] }, { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('Invalid input: articleLabelList.0');
    const tooMany = await t.call('app/article/getArticleListByIds', { articleIds: Array.from({ length: 101 }, (_, i) => i + 1) }, { lang: 'en' });
    expect(tooMany.status).toBe(400);
  });
});
