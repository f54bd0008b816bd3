#!/usr/bin/env bash
# Rendered pages: server CPU time per request for the HTML of / and /gallery (in English, from a
# portfolio of 60 photos) next to nginx serving the very same gzipped bytes, with the method of
# bench/api/run.sh. Needs the built web app (npm run build -w web).
# env: ITEMS (60) ROUNDS (3) DUR (5 s) CONN (50)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
for target in /en /en/gallery; do
  echo "== $target"
  TARGET=$target ITEMS=${ITEMS:-60} bash "$here/../api/run.sh"
done
