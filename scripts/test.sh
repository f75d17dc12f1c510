#!/usr/bin/env bash
# Runs every test CI runs: Go (against a real PostgreSQL), the SPAs' unit tests, and
# the browser tests in Debian's Chromium against the whole stack.
set -euo pipefail
cd "$(dirname "$0")/.."

NEED_CHROMIUM=1 scripts/deps.sh

server_url="$(DB_NAME=postgres scripts/postgres.sh)"
export TEST_DATABASE_URL="$server_url"

scripts/check-deploy.sh

echo "==> gofmt and go vet"
unformatted="$(gofmt -l $(git ls-files '*.go'))"
if [ -n "$unformatted" ]; then
  echo "gofmt would change these files (run gofmt -w on them):"
  echo "$unformatted"
  exit 1
fi
go vet wandelwijs.nl/...
echo "==> Go tests (bench/ holds the resilience tests: PostgreSQL restarted under load, the Mollie sandbox answering 500 and hanging, the shop killed mid-request)"
go list wandelwijs.nl/bench >/dev/null # fails if the resilience tests ever leave the workspace
go test -count=1 wandelwijs.nl/... 2>&1 | grep -v '^{"time"' | grep -v 'no test files'

echo "==> fuzz briefly: the public API's JSON decoders, and every shop and admin route's parameters, queries and bodies (no 5xx)"
# fuzz TARGET PACKAGE: ten seconds of fuzzing; its last lines, or all it said when it fails.
# Go's fuzzer now and then loses a worker without any failing input ("fuzzing process hung
# or terminated unexpectedly" and no input written, golang/go#56238): such a run is
# repeated once. Any other failure, or that one twice, fails the tests.
fuzz() {
  local out attempt
  for attempt in 1 2; do
    if out="$(go test -run '^$' -fuzz "$1" -fuzztime 10s "$2" 2>&1)"; then
      grep '^fuzz:\|^ok' <<<"$out" | tail -n 2
      return 0
    fi
    grep -v '^{"time"' <<<"$out" | tail -n 80
    if [ "$attempt" = 2 ] || ! grep -q 'hung or terminated unexpectedly' <<<"$out" || grep -q 'Failing input written' <<<"$out"; then
      return 1
    fi
    echo "==> $1: the fuzzer lost a worker without a failing input (golang/go#56238); once more"
  done
}
fuzz FuzzPublicDecoders wandelwijs.nl/shop/api
fuzz FuzzEveryShopRoute wandelwijs.nl/shop/api
fuzz FuzzEveryAdminRoute wandelwijs.nl/admin/api

echo "==> typecheck, import boundaries (ESLint) and unit tests (vitest)"
pnpm -r typecheck
pnpm -r --if-present lint
pnpm -r --filter './apps/*' --filter './packages/*' test

echo "==> build the SPAs"
pnpm -r --filter './apps/*' build
node scripts/budgets.mjs apps/shop/dist

echo "==> browser tests (Playwright, Debian's Chromium)"
base="$(sed -E 's#^(postgres(ql)?://[^/]+)/.*#\1#' <<<"$server_url")"
e2e_db="wandelwijs_e2e"
psql "${base}/postgres" -qc "DROP DATABASE IF EXISTS ${e2e_db} WITH (FORCE)" >/dev/null
export E2E_DATABASE_URL="${base}/${e2e_db}?sslmode=disable"
pnpm --filter @wandelwijs/e2e test
