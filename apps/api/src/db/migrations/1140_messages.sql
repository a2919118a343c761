-- One outbox for every message the site sends (decision 200): order and club events, verification
-- codes, enquiries. A row is written in the same transaction as the change that causes it; a worker
-- claims due rows (FOR UPDATE SKIP LOCKED), sends them, and retries with back-off. `dedupe_key` is
-- unique, so one event writes one row per channel however often its write is retried.
create table messages (
  id bigserial primary key,
  dedupe_key text not null unique,
  event text not null,
  member_id integer references members(id) on delete set null,
  order_id integer,
  redemption_id integer,
  channel text not null check (channel in ('email', 'sms')),
  language text not null check (language in ('zh_HK', 'zh_CN', 'en')),
  to_address text not null,
  reply_to text,
  subject text not null default '',
  body_text text not null,
  body_html text,
  -- pending: waiting (first try or a retry); sending: claimed by a worker until claimed_until;
  -- sent; failed: gave up after the last attempt (a person may resend it).
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  last_error text,
  transport text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index messages_due_idx on messages (channel, next_attempt_at) where status in ('pending', 'sending');
create index messages_order_idx on messages (order_id, id) where order_id is not null;
create index messages_created_idx on messages (created_at desc);

-- The enquiry mail written before this outbox existed moves into it (its text was rendered already).
insert into messages (dedupe_key, event, channel, language, to_address, reply_to, subject, body_text, status, attempts, last_error, transport, created_at, sent_at, next_attempt_at)
select 'enquiry:legacy:' || id, kind, 'email', 'en', to_address, reply_to, subject, body_text,
       case status when 'queued' then 'pending' else status end,
       case status when 'queued' then 0 else 1 end, error, transport, created_at, sent_at, created_at
from mail_outbox;
drop table mail_outbox;

-- Verification codes waiting in the phone outbox move too; password-reset requests stay in sms_outbox,
-- which is now the operator's queue of requests only (decision 201).
insert into messages (dedupe_key, event, member_id, channel, language, to_address, body_text, status, attempts, created_at, sent_at, next_attempt_at)
select 'verify_code:legacy:' || id, 'verify_code', member_id, 'sms', 'zh_HK', '+' || phone_area || ' ' || phone, body,
       case status when 'done' then 'sent' else 'pending' end, case status when 'done' then 1 else 0 end, created_at, done_at, created_at
from sms_outbox where kind = 'verify_code';
delete from sms_outbox where kind = 'verify_code';

-- What each member chooses (personal data): the channels of their transactional messages and their
-- language. Marketing opt-outs (opt_out_promotions_*) are a separate choice and stay as they are.
alter table members
  add column notify_email boolean not null default true,
  add column notify_sms boolean not null default true,
  add column message_language text check (message_language in ('zh_HK', 'zh_CN', 'en'));
