#!/usr/bin/env bash
# Server CPU time per request for one public GET (default /api/gallery/items?language=en with
# 2,000 items; bench/pages/run.sh uses it for rendered pages), Accept-Encoding: gzip, next to nginx
# serving the very same gzipped bytes. Interleaved rounds, server pinned to CPU 1 and wrk to CPU 0;
# prints the median CPU-us/request of each and the ratio.
# env: TARGET (/api/gallery/items?language=en) ROUNDS (3) DUR (5 s) CONN (50) ITEMS (2000) PORT (3150) NGINX_PORT (3151) WARMUP (3 s)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd); root=$(cd "$here/../.." && pwd)
TARGET=${TARGET:-/api/gallery/items?language=en}; ROUNDS=${ROUNDS:-3}; DUR=${DUR:-5}; CONN=${CONN:-50}; ITEMS=${ITEMS:-2000}; PORT=${PORT:-3150}; NGINX_PORT=${NGINX_PORT:-3151}
for tool in wrk nginx jq bc curl taskset; do command -v "$tool" >/dev/null || { echo "missing: $tool" >&2; exit 2; }; done
work=$(mktemp -d /tmp/bench-api-XXXXXX); chmod 755 "$work"; pids=()   # nginx workers must read it
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$work"; }
trap cleanup EXIT
wait_url() { for _ in $(seq 1 100); do curl -sf -o /dev/null "$1" && return 0; sleep 0.1; done; echo "not up: $1" >&2; return 1; }

# 1) a temp database with the items, then the server on it
DATA_DIR="$work/data" "$root/node_modules/.bin/bun" "$here/seed.ts" "$ITEMS"
( cd "$root/server" && DATA_DIR="$work/data" PORT=$PORT HOST=127.0.0.1 DEMO_CONTENT=off ADMIN_PASSWORD=bench-password \
    exec taskset -c 1 "$root/node_modules/.bin/bun" src/index.ts ) > "$work/app.log" 2>&1 &
app_pid=$!; pids+=("$app_pid")
APP_URL="http://127.0.0.1:$PORT$TARGET"
wait_url "$APP_URL"

# 2) nginx serving the app's gzipped answer byte for byte
curl -s -H 'Accept-Encoding: gzip' -o "$work/payload.gz" -D "$work/headers.txt" "$APP_URL"; chmod 644 "$work/payload.gz"
content_type=$(grep -i '^content-type:' "$work/headers.txt" | cut -d' ' -f2- | tr -d '\r')
mkdir -p "$work/nginx/tmp"
cat > "$work/nginx/nginx.conf" <<NGX
worker_processes 1; daemon off; pid $work/nginx/nginx.pid; error_log $work/nginx/error.log warn;
events { worker_connections 4096; }
http { access_log off; keepalive_requests 100000; sendfile on; tcp_nopush on; server_tokens off; types { }
  client_body_temp_path $work/nginx/tmp; proxy_temp_path $work/nginx/tmp; fastcgi_temp_path $work/nginx/tmp;
  uwsgi_temp_path $work/nginx/tmp; scgi_temp_path $work/nginx/tmp; open_file_cache max=10 inactive=60s;
  server { listen 127.0.0.1:$NGINX_PORT; root $work;
    location / { default_type "$content_type"; add_header Content-Encoding gzip; add_header Vary Accept-Encoding;
      try_files /payload.gz =404; } } }
NGX
taskset -c 1 nginx -c "$work/nginx/nginx.conf" -p "$work/nginx" > "$work/nginx/out.log" 2>&1 &
pids+=("$!"); REF_URL="http://127.0.0.1:$NGINX_PORT$TARGET"; wait_url "$REF_URL"
ngx_worker=$(pgrep -P "${pids[-1]}" | head -1)
cmp -s <(curl -s -H 'Accept-Encoding: gzip' "$APP_URL") "$work/payload.gz" || echo "warning: the app's answer changed between requests" >&2
echo "$TARGET: $(wc -c < "$work/payload.gz") bytes gzipped ($(curl -s "$APP_URL" | wc -c) plain), $ITEMS items"

# 3) the app idle (its start-up work done: at most 3% of a core over a second, waiting up to 2 minutes), then a warm-up of each (not measured): the app's first seconds compile its code and settle its start-up work
ticks() { read -ra f < "/proc/$app_pid/stat"; echo $((f[13] + f[14])); }
for _ in $(seq 1 120); do t0=$(ticks); sleep 1; [ $(( $(ticks) - t0 )) -le 3 ] && break; done
for url in "$REF_URL" "$APP_URL"; do taskset -c 0 wrk -t1 -c"$CONN" -d"${WARMUP:-3}s" -H 'Accept-Encoding: gzip' "$url" > /dev/null; done

# 4) interleaved rounds: nginx, app, nginx, app ...
for r in $(seq 1 "$ROUNDS"); do
  for target in nginx app; do
    if [ "$target" = nginx ]; then url=$REF_URL; pid=$ngx_worker; else url=$APP_URL; pid=$app_pid; fi
    "$here/sample-proc.sh" "$pid" "$DUR" > "$work/proc.json" & sampler=$!
    load=$(taskset -c 0 wrk -t1 -c"$CONN" -d"${DUR}s" -H 'Accept-Encoding: gzip' -s "$here/wrk-json.lua" "$url" | tail -1)
    wait "$sampler"
    jq -c --arg t "$target" --argjson r "$r" --argjson p "$(cat "$work/proc.json")" '{target:$t,round:$r}+.+$p' <<< "$load" | tee -a "$work/results.jsonl"
  done
done

# 5) medians and the ratio (CPU-us per request is the stable figure on a shared machine)
jq -s -r '
  def med: sort | .[length/2|floor];
  map(. + {cpr: (.cpu_s * 1e6 / .requests)}) | group_by(.round)
  | map({a: (map(select(.target=="app"))[0]), n: (map(select(.target=="nginx"))[0])})
  | "app:   cpu_us/req=\(map(.a.cpr)|med*10|floor/10) rps=\(map(.a.rps)|med|floor) p99_ms=\(map(.a.p99_us)|med/1000) non2xx=\(map(.a.non2xx)|add)",
    "nginx: cpu_us/req=\(map(.n.cpr)|med*10|floor/10) rps=\(map(.n.rps)|med|floor) p99_ms=\(map(.n.p99_us)|med/1000)",
    "peak RSS: app \(map(.a.peak_rss_kb)|max/1024|floor) MB, nginx worker \(map(.n.peak_rss_kb)|max/1024|floor) MB",
    "RATIO app/nginx cpu_per_req=\(map(.a.cpr/.n.cpr)|med*100|floor/100) (per round: \(map(.a.cpr/.n.cpr*100|floor/100)|join(" ")))"' "$work/results.jsonl"
