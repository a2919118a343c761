import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();

const enquiry = (email: string, extra: Record<string, unknown> = {}) => ({
  title: 'Ms.',
  firstName: 'Mei',
  lastName: 'Chan',
  tel: '+852 9123 4567',
  email,
  enquiryDetail: 'Do you resize rings?',
  subject: 'Website enquiry',
  ...extra,
});

describe('sendCustomerQueryEmail', () => {
  it('writes the enquiry to the outbox addressed to the recipient, replying to the sender', async () => {
    const res = await t.call('app/official/customer/sendCustomerQueryEmail', enquiry('mei@example.com', { sendTo: 'cen@jadeharbour.example' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true });
    // Without SMTP_URL the mail waits in the one outbox (decision 200) for the message worker.
    const rows = await t.database.query<{ to_address: string; reply_to: string; body_text: string; status: string; channel: string }>(
      `select to_address, reply_to, body_text, status, channel from messages where event = 'enquiry' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ to_address: 'cen@jadeharbour.example', reply_to: 'mei@example.com', status: 'pending', channel: 'email' });
    expect(rows[0]!.body_text).toContain('Ms. Mei Chan');
  });

  it('sends to the default address without sendTo, and refuses a foreign recipient', async () => {
    expect((await t.call('app/official/customer/sendCustomerQueryEmail', enquiry('a@example.com'))).status).toBe(200);
    const bad = await t.call('app/official/customer/sendCustomerQueryEmail', enquiry('b@example.com', { sendTo: 'someone@elsewhere.example' }), { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe(60103);
  });

  it('names each missing or bad field, and writes nothing', async () => {
    const before = (await t.database.query<{ n: number }>('select count(*)::int as n from messages'))[0]!.n;
    for (const field of ['title', 'firstName', 'lastName', 'tel', 'email', 'enquiryDetail']) {
      const body: Record<string, unknown> = enquiry('c@example.com');
      delete body[field];
      const res = await t.call('app/official/customer/sendCustomerQueryEmail', body, { lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe(`Invalid input: ${field}`);
    }
    const blank = await t.call('app/official/customer/sendCustomerQueryEmail', enquiry('c@example.com', { firstName: '   ' }), { lang: 'en' });
    expect(blank.body.errorMessage).toBe('Invalid input: firstName');
    const title = await t.call('app/official/customer/sendCustomerQueryEmail', enquiry('c@example.com', { title: 'Dr.' }), { lang: 'en' });
    expect(title.body.errorMessage).toBe('Invalid input: title');
    const after = (await t.database.query<{ n: number }>('select count(*)::int as n from messages'))[0]!.n;
    expect(after).toBe(before);
  });

  it('limits one sender address: the fourth enquiry in ten minutes is busy (100003)', async () => {
    for (let i = 0; i < 3; i++) expect((await t.call('app/official/customer/sendCustomerQueryEmail', enquiry('busy@example.com'))).status).toBe(200);
    const res = await t.call('app/official/customer/sendCustomerQueryEmail', enquiry('BUSY@example.com'), { lang: 'en' });
    expect(res.body.errorCode).toBe(100003);
    expect(res.body.errorMessage).toBe('The server is busy. Please try again later!');
    expect((await t.call('app/official/customer/sendCustomerQueryEmail', enquiry('other@example.com'))).status).toBe(200);
  });
});
