-- Contacts proven before messages (issue 38, decision 412).

-- A message to a contact its member has not proven is kept, never sent: 'unproven' (the merchant sees it
-- and may resend it once satisfied), beside 'capped' (decision 381).
alter table messages drop constraint if exists messages_status_check;
alter table messages add constraint messages_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'capped', 'unproven'));

-- Codes that prove a member's e-mail address: only the hash is kept, tries are claimed before the
-- comparison (like phone_verify_codes, decision 180), and a code proves only the address it was sent to.
create table email_confirm_codes (
  id serial primary key,
  member_id integer not null references members(id) on delete cascade,
  email text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_confirm_codes_member_idx on email_confirm_codes (member_id, created_at);
