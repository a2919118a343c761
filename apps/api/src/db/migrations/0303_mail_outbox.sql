-- Mail written by the site (customer enquiries). Without SMTP configured this table is the outbox an
-- operator reads (`npm run mail-outbox`); with SMTP every mail is still recorded with its send result.
create table mail_outbox (
  id serial primary key,
  kind text not null,
  to_address text not null,
  reply_to text,
  subject text not null,
  body_text text not null,
  transport text not null check (transport in ('outbox', 'smtp')),
  status text not null check (status in ('queued', 'sent', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_created_idx on mail_outbox (created_at desc);
