-- Issue 27: every staff write is audited. A bulk change (previewed, then applied), a CSV import (one entry
-- with its counts), a media upload and a message sent again get actions of their own; the media library is an audited entity.
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'record', 'disable', 'enable', 'password', 'roles', 'prepare', 'ship', 'handOver', 'cancel', 'refund', 'status', 'adjust', 'transfer', 'view', 'export', 'bulk', 'import', 'upload', 'resend'));
