#!/usr/bin/env bash
# Runs the shop's four benchmarks (`make bench`, see bench/README.md): installs pgbench
# when it is missing, and for the Lighthouse figures Debian's Chromium, the JS packages
# (Lighthouse is e2e's) and the built shop SPA; finds or starts PostgreSQL
# as `make test` does, and runs bench/cmd/bench, passing on any flags
# (BENCH_FLAGS="-only catalogue" make bench).
# Exits non-zero only when a correctness check fails; missed speed targets are printed.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

has_pgbench() {
  command -v pgbench >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/pgbench >/dev/null 2>&1
}
if ! has_pgbench; then
  # Debian ships pgbench in the server package (postgresql-NN; postgresql-contrib pulls it in).
  major="$(ls -d /usr/lib/postgresql/*/ 2>/dev/null | sort -V | tail -n 1 | xargs -r basename || true)"
  pkg="postgresql-${major:-15}"
  echo "==> installing pgbench (Debian's ${pkg})"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$pkg" >/dev/null ||
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql-contrib >/dev/null
fi

NEED_CHROMIUM=1 scripts/deps.sh
pnpm --filter @wandelwijs/shop build

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$(DB_NAME=postgres scripts/postgres.sh)}"
# shellcheck disable=SC2086 # BENCH_FLAGS is a list of flags
exec go run ./bench/cmd/bench ${BENCH_FLAGS:-} "$@"
