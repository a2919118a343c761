-- Issue 40 (decision 441): the page editor's publishes, partial publishes and restores are audited, with the
-- units and versions, under the entity `sitePages`.
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'record', 'disable', 'enable', 'password', 'roles', 'prepare', 'ship', 'handOver', 'cancel', 'refund', 'status', 'adjust', 'transfer', 'view', 'export', 'bulk', 'import', 'upload', 'resend', 'publish', 'publishPart', 'restore'));
