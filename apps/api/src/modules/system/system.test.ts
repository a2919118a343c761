import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();

describe('app/system', () => {
  it('getInitInfo answers the demo merchant and shop', async () => {
    const res = await t.call('app/system/getInitInfo', { merchantCode: 'DEMO', storeCode: 'ESHOP' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { currencySymbol: 'HK$', merchantCode: 'DEMO', storeCode: 'ESHOP' } });
  });

  it('getInitInfo refuses an unknown shop with 404', async () => {
    const res = await t.call('app/system/getInitInfo', { merchantCode: 'DEMO', storeCode: 'NOPE' }, { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe('Unknown merchant or shop.');
  });

  it('getInitInfo names the missing field', async () => {
    const res = await t.call('app/system/getInitInfo', { merchantCode: 'DEMO' }, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('Invalid input: storeCode');
  });

  it('getAmountFormatInfo answers the rounding settings', async () => {
    const res = await t.call('app/system/getAmountFormatInfo');
    expect(res.body.data).toEqual({ roundingmethod: 'D', truncdigit: 2, salesAmtTruncdigit: 2 });
  });
});
