#!/usr/bin/env bash
# Runs every test CI runs: Go (against a real PostgreSQL), the SPAs' unit tests, and
# the browser tests in Debian's Chromium against the whole stack.
set -euo pipefail
cd "$(dirname "$0")/.."

NEED_CHROMIUM=1 scripts/deps.sh

server_url="$(DB_NAME=postgres scripts/postgres.sh)"
export TEST_DATABASE_URL="$server_url"

scripts/check-deploy.sh

echo "==> go vet"
go vet wandelwijs.nl/...
echo "==> Go tests (bench/ holds the resilience tests: PostgreSQL restarted under load, the Mollie sandbox answering 500 and hanging, the shop killed mid-request)"
go list wandelwijs.nl/bench >/dev/null # fails if the resilience tests ever leave the workspace
go test -count=1 wandelwijs.nl/... 2>&1 | grep -v '^{"time"' | grep -v 'no test files'

echo "==> fuzz briefly: the public API's JSON decoders, and every shop and admin route's parameters, queries and bodies (no 5xx)"
go test -run '^$' -fuzz FuzzPublicDecoders -fuzztime 10s wandelwijs.nl/shop/api 2>&1 | grep -v '^{"time"' | tail -n 3
go test -run '^$' -fuzz FuzzEveryShopRoute -fuzztime 10s wandelwijs.nl/shop/api 2>&1 | grep '^fuzz:\|^ok\|FAIL\|_test.go' | tail -n 3
go test -run '^$' -fuzz FuzzEveryAdminRoute -fuzztime 10s wandelwijs.nl/admin/api 2>&1 | grep '^fuzz:\|^ok\|FAIL\|_test.go' | tail -n 3

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
