-- The audit says what a save changed, before and after (issue 27, decision 241): one jsonb object of the
-- changed fields only, `{ "<field>": { "before": …, "after": … } }`. Rows written before it have `{}`.
-- Passwords never land here: account changes record field names only.
alter table audit_log add column changes jsonb not null default '{}'::jsonb;
