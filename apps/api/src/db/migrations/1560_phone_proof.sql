-- Accounts that belong to their owners (issue 38; decision 380).
--
-- A member registered at a counter used to get the phone number as password, changed at first login by
-- whoever logged in first. From now on such an account has no password until the member proves the phone
-- with a one-time SMS code (resetPassword). Accounts whose phone-number password was never changed (a
-- counter registration still flagged must_change_password) lose it here: the hash below is no argon2 hash,
-- so no password matches it, and their open sessions end. The member signs in through the SMS code.
update sessions set revoked_at = now()
 where kind = 'member' and revoked_at is null
   and subject_id in (select id from members where registered_via = 'staff' and must_change_password);
update members set password_hash = '!phone-proof', must_change_password = false, updated_at = now()
 where registered_via = 'staff' and must_change_password;
