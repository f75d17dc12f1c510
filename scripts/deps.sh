#!/usr/bin/env bash
# Installs what the project needs and is missing: pnpm, Debian's Chromium (for the
# browser tests), the JS packages and the Go modules. Safe to run again.
# `scripts/deps.sh js` installs pnpm and the JS packages only (scripts/build.sh: go build
# fetches the Go modules it needs itself).
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v pnpm >/dev/null 2>&1; then
  echo "==> installing pnpm"
  npm install -g pnpm@10 >/dev/null
fi

echo "==> JS packages"
pnpm install --frozen-lockfile --reporter=silent
if [ "${1:-}" = js ]; then exit 0; fi

if [ "${NEED_CHROMIUM:-0}" = 1 ] && ! command -v chromium >/dev/null 2>&1; then
  echo "==> installing Debian's chromium"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
fi

echo "==> Go modules"
for mod in arch bff domain migrations packages/platform policies services/shop services/admin; do
  (cd "$mod" && go mod download)
done
