#!/usr/bin/env bash
# Under load: CONN (200) concurrent connections for DUR (30) seconds on loopback against a fresh
# server with the demo content, spread over /, /gallery, a post, /api/gallery/items and a media
# file (a photo's 1600 px JPEG). Prints requests/s, p50/p99/max latency, errors, time-outs,
# non-2xx answers and the server's peak RSS. Needs the built web app (npm run build -w web) and wrk.
# env: CONN (200) DUR (30) PORT (3160)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd); root=$(cd "$here/../.." && pwd)
CONN=${CONN:-200}; DUR=${DUR:-30}; PORT=${PORT:-3160}
for tool in wrk jq curl; do command -v "$tool" >/dev/null || { echo "missing: $tool" >&2; exit 2; }; done
work=$(mktemp -d /tmp/bench-load-XXXXXX); app_pid=
cleanup() { [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
base="http://127.0.0.1:$PORT"

( cd "$root/server" && DATA_DIR="$work/data" PORT=$PORT HOST=127.0.0.1 ADMIN_PASSWORD=bench-password MALLOC_ARENA_MAX=2 \
    exec "$root/node_modules/.bin/bun" src/index.ts ) > "$work/app.log" 2>&1 &
app_pid=$!
echo "starting the server with the demo content..."
for _ in $(seq 1 600); do curl -sf -o /dev/null "$base/healthz" && break; sleep 0.5; done
# The background queue finishes the demo photos' derivatives first: load is measured on a quiet server.
for _ in $(seq 1 600); do [ "$(curl -s "$base/healthz" | jq '.queue.pending')" = 0 ] && break; sleep 1; done

post=$(curl -s "$base/api/blog/posts?language=en" | jq -r '.[0].slug')
media=$(curl -s "$base/api/gallery/items?language=en" | jq -r '[.[] | select(.type == "photo")][0].image.fallback')
printf '%s\n' / /gallery "/blog/$post" '/api/gallery/items?language=en' "$media" > "$work/paths.txt"
for p in $(cat "$work/paths.txt"); do echo "  $(curl -s -o /dev/null -w '%{http_code} %{size_download} B' -H 'Accept-Encoding: gzip' "$base$p")  $p"; done

"$here/../api/sample-proc.sh" "$app_pid" "$DUR" > "$work/proc.json" & sampler=$!
result=$(PATHS_FILE="$work/paths.txt" wrk -t2 -c"$CONN" -d"${DUR}s" --timeout 10s -s "$here/paths.lua" "$base" | tail -1)
wait "$sampler"
jq -r --argjson p "$(cat "$work/proc.json")" --arg c "$CONN" --arg d "$DUR" \
  '"\($c) connections, \($d) s: \(.rps|floor) requests/s, p50 \(.p50_ms) ms, p99 \(.p99_ms) ms, max \(.max_ms) ms, errors \(.errors) (time-outs \(.timeouts)), non-2xx \(.non2xx), server peak RSS \($p.peak_rss_kb/1024|floor) MB"' <<< "$result"
