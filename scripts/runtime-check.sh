#!/usr/bin/env bash
# The Dockerfile's final stage without Docker (no engine runs on our CI machines): the runtime
# packages alone (`npm ci --omit=dev`) beside this checkout's dist/ (`npm run build`), started as
# the image starts it, in production, on a fresh embedded database. Proves that nothing the
# server needs at run time is a dev dependency (vite, tsx, typescript ...).
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

npm run build --silent
cp package.json package-lock.json "$work/"
(cd "$work" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
cp -r dist "$work/dist"
for tool in vite tsx typescript esbuild; do
  if [ -e "$work/node_modules/$tool" ]; then echo "runtime-check: $tool is installed without dev dependencies" >&2; exit 1; fi
done

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base="http://127.0.0.1:$port"
(cd "$work" && NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" LOG_LEVEL=warn \
  JWT_SECRET=runtime-check-secret-of-at-least-32-chars ADMIN_EMAIL=ops@example.com ADMIN_PASSWORD='runtime check password' \
  exec node --max-semi-space-size=2 --max-old-space-size=1024 dist/server/main.js >"$work/server.log" 2>&1) &
server=$!
for _ in $(seq 1 120); do
  if curl -sf "$base/api/v1/health" >/dev/null; then break; fi
  sleep 0.5
done
curl -sf "$base/api/v1/health" >/dev/null || { cat "$work/server.log"; echo "runtime-check: no answer" >&2; exit 1; }
curl -sf "$base/" | grep -q '<div id="root">' || { echo "runtime-check: the admin app is not served" >&2; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"email":"ops@example.com","password":"runtime check password"}' "$base/api/v1/auth/login")
[ "$status" = 200 ] || { cat "$work/server.log"; echo "runtime-check: sign-in answered $status" >&2; exit 1; }
kill -TERM "$server"
wait "$server" || { echo "runtime-check: the server did not stop cleanly" >&2; exit 1; }
server=
echo "runtime-check: the production install serves the app and the API, and stops cleanly"
