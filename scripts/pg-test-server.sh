#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster and makes a `shop` role (password `shop`) that may create the
# per-test databases. For CI and for running the API tests against a server locally.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then pg_createcluster "$version" main >/dev/null; fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done
su postgres -c "psql -q -v ON_ERROR_STOP=1" <<'SQL'
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'shop') then
    create role shop login superuser password 'shop';
  end if;
end $$;
SQL
echo "PostgreSQL $version ready: postgres://shop:shop@127.0.0.1:5432/postgres"
