-- Contacts proven, and messages past an hourly cap (issue 38; decision 381).

-- When the member proved each contact (phone: an SMS code; e-mail: nothing proves one yet). Messages to an
-- unproven contact have a lower hourly cap (decision 381).
alter table members add column phone_verified_at timestamptz, add column email_verified_at timestamptz;

-- A message past an hourly cap is kept, never sent: 'capped' (the merchant sees it and may resend it).
alter table messages drop constraint if exists messages_status_check;
alter table messages add constraint messages_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'capped'));
-- The caps count the last hour's messages per member and per recipient.
create index messages_member_recent_idx on messages (member_id, created_at) where member_id is not null;
create index messages_recipient_recent_idx on messages (to_address, created_at);
