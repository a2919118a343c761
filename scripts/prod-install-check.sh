#!/usr/bin/env bash
# Checks the production install for real (decision 120): a copy of the committed tree, `npm ci`,
# `npm run build`, `npm ci --omit=dev` (no vite, no build tools), then `npm start` must serve the page and
# the calls from the prebuilt build. Port PROD_CHECK_PORT (default 18164). Cleans up after itself.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
port="${PROD_CHECK_PORT:-18164}"
work="$(mktemp -d /tmp/shop-prod-check-XXXXXX)"
server=""
cleanup() {
  # The server runs in its own process group (setsid): stop the whole group, as systemd would.
  if [ -n "$server" ]; then kill -TERM -- "-$server" 2>/dev/null || true; sleep 1; kill -KILL -- "-$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
git -C "$root" archive HEAD | tar -x -C "$work"
cd "$work"
npm ci --no-audit --no-fund --loglevel=error
npm run build --silent
npm ci --omit=dev --no-audit --no-fund --loglevel=error
if [ -e node_modules/.bin/vite ]; then echo "vite is still installed after --omit=dev"; exit 1; fi
PORT="$port" DATA_DIR="$work/data" LOG_LEVEL=info setsid npm start > "$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then cat "$work/server.log"; echo "server exited"; exit 1; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/readyz"; echo
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' && echo "page served from the prebuilt build"
curl -fsS -X POST -H 'content-type: application/json' -d '{"merchantCode":"DEMO","storeCode":"ESHOP","appCode":"SITE","status":"release"}' \
  "http://127.0.0.1:$port/api/app/weaver/getAppFull" | grep -q '"pageList"' && echo "calls answered"
if grep -q "Building the web app" "$work/server.log"; then echo "start rebuilt the web app"; exit 1; fi
# Graceful stop: SIGTERM to the group (as systemd does) ends the server after its requests, and it says so.
kill -TERM -- "-$server"
for _ in $(seq 1 30); do
  if ! pgrep -g "$server" >/dev/null 2>&1; then break; fi
  sleep 0.5
done
server_group="$server"
server=""
if pgrep -g "$server_group" >/dev/null 2>&1; then echo "server still running after SIGTERM"; kill -KILL -- "-$server_group"; exit 1; fi
grep -q '"msg":"stopped"' "$work/server.log" && echo "stopped cleanly on SIGTERM"
echo "production install check passed"
