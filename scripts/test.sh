#!/usr/bin/env bash
# Runs every test CI runs: Go (against a real PostgreSQL), the SPAs' unit tests, and
# the browser tests in Debian's Chromium against the whole stack.
set -euo pipefail
cd "$(dirname "$0")/.."

# stage NAME [WHAT]: starts the next stage; when the script ends, however it ends, it
# prints how long each stage took, so a slower CI shows where its time went.
stage_times=()
stage_name=""
stage_start=$SECONDS
stage_end() {
  if [ -n "$stage_name" ]; then stage_times+=("$(printf '%5ds  %s' $((SECONDS - stage_start)) "$stage_name")"); fi
  stage_name=""
}
stage() {
  stage_end
  stage_name="$1"
  stage_start=$SECONDS
  echo "==> $1${2:+: $2}"
}
trap 'stage_end; printf "\n==> time per stage (%ds in all)\n" "$SECONDS"; printf "%s\n" "${stage_times[@]}"' EXIT

stage "install what is missing"

NEED_CHROMIUM=1 scripts/deps.sh

server_url="$(DB_NAME=postgres scripts/postgres.sh)"
export TEST_DATABASE_URL="$server_url"

scripts/check-deploy.sh

stage "gofmt and go vet"
unformatted="$(gofmt -l $(git ls-files '*.go'))"
if [ -n "$unformatted" ]; then
  echo "gofmt would change these files (run gofmt -w on them):"
  echo "$unformatted"
  exit 1
fi
go vet wandelwijs.nl/...
stage "Go tests" "bench/ holds the resilience tests: PostgreSQL restarted under load, the Mollie sandbox answering 500 and hanging, the shop killed mid-request"
go list wandelwijs.nl/bench >/dev/null # fails if the resilience tests ever leave the workspace
go test -count=1 wandelwijs.nl/... 2>&1 | grep -v '^{"time"' | grep -v 'no test files'

stage "fuzz" "the public API's JSON decoders, and every shop and admin route's parameters, queries and bodies (no 5xx)"
# fuzz TARGET PACKAGE INPUTS: fuzzes TARGET with INPUTS inputs (about ten seconds' worth
# on an idle machine); its last lines, or all it said when it fails.
# A count, not a time: with -fuzztime as a duration, Go 1.26's coordinator can report its
# own deadline as a failure ("context deadline exceeded", no input written) when the
# machine is busy as the time runs out: it reads the deadline on its context before the
# cancellation reaches the workers' context (golang/go#75804, fixed in Go 1.27). A count
# sets no deadline, so a busy machine only makes the run slower.
# Go's fuzzer now and then loses a worker without any failing input ("fuzzing process hung
# or terminated unexpectedly" and no input written, golang/go#56238): such a run is
# repeated once. Any other failure, or that one twice, fails the tests.
fuzz() {
  local out attempt
  for attempt in 1 2; do
    if out="$(go test -run '^$' -fuzz "$1" -fuzztime "${3}x" "$2" 2>&1)"; then
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
fuzz FuzzPublicDecoders wandelwijs.nl/shop/api 50000
fuzz FuzzEveryShopRoute wandelwijs.nl/shop/api 10000
fuzz FuzzEveryAdminRoute wandelwijs.nl/admin/api 15000

stage "typecheck, lint, vitest" "typecheck, import boundaries (ESLint) and unit tests (vitest)"
pnpm -r typecheck
pnpm -r --if-present lint
pnpm -r --filter './apps/*' --filter './packages/*' test

stage "build the SPAs" "and check the shop's budgets"
pnpm -r --filter './apps/*' build
node scripts/budgets.mjs apps/shop/dist

stage "browser tests" "Playwright, Debian's Chromium"
base="$(sed -E 's#^(postgres(ql)?://[^/]+)/.*#\1#' <<<"$server_url")"
e2e_db="wandelwijs_e2e"
psql "${base}/postgres" -qc "DROP DATABASE IF EXISTS ${e2e_db} WITH (FORCE)" >/dev/null
export E2E_DATABASE_URL="${base}/${e2e_db}?sslmode=disable"
pnpm --filter @wandelwijs/e2e test
