#!/usr/bin/env bash
# Runs every test CI runs: Go (against a real PostgreSQL), the SPAs' unit tests, and
# the browser tests in Debian's Chromium against the whole stack. At the end, however it
# ends, it prints how long each step took.
# `scripts/test.sh fast` is the quick loop while changing code: gofmt and vet, the Go
# tests with -short and without bench/ (its resilience tests restart PostgreSQL and kill
# the shop), typecheck, lint and vitest; no fuzzing, no build, no browser.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/steps.sh
STEP_TIMES="$(mktemp)"
trap 'printf "\n==> time per step (%ds in all)\n" "$SECONDS"; cat "$STEP_TIMES"; rm -f "$STEP_TIMES"' EXIT

# The steps. Run by step, where bash ignores set -e, each one stops at its first failure
# itself.

install() {
  NEED_CHROMIUM=1 scripts/deps.sh && scripts/check-deploy.sh
}

gofmt_and_vet() {
  local unformatted ignored
  # A file .gitignore ignores is a local record (a build, a fuzzer's or rapid's failure
  # file), never part of the project, even when it was added by force.
  ignored="$(git ls-files -ci --exclude-standard)"
  if [ -n "$ignored" ]; then
    echo "these files are tracked although .gitignore ignores them (git rm --cached them):"
    echo "$ignored"
    return 1
  fi
  unformatted="$(gofmt -l $(git ls-files '*.go'))" || return 1
  if [ -n "$unformatted" ]; then
    echo "gofmt would change these files (run gofmt -w on them):"
    echo "$unformatted"
    return 1
  fi
  go vet wandelwijs.nl/...
}

# bench/ holds the resilience tests: PostgreSQL restarted under load, the Mollie sandbox
# answering 500 and hanging, the shop killed mid-request.
go_tests() {
  go list wandelwijs.nl/bench >/dev/null && # fails if the resilience tests ever leave the workspace
    go test -count=1 wandelwijs.nl/... 2>&1 | grep -v '^{"time"' | grep -v 'no test files'
}

# The Go tests but bench/'s, with -short.
go_tests_short() {
  go test -short -count=1 $(go list wandelwijs.nl/... | grep -v '^wandelwijs.nl/bench$') 2>&1 |
    grep -v '^{"time"' | grep -v 'no test files'
}

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

# The public API's JSON decoders, every shop and admin route's parameters, queries and
# bodies, and every admin write's body on a subject that exists: never a 5xx. The last
# makes its subject per input (a walk, a booking, a quote), so fewer inputs fill its time.
fuzz_the_api() {
  fuzz FuzzPublicDecoders wandelwijs.nl/shop/api 50000 &&
    fuzz FuzzEveryShopRoute wandelwijs.nl/shop/api 10000 &&
    fuzz FuzzEveryAdminRoute wandelwijs.nl/admin/api 15000 &&
    fuzz FuzzEveryAdminBody wandelwijs.nl/admin/api 3000
}

# typecheck, import boundaries (ESLint) and unit tests (vitest)
js_checks() {
  pnpm -r typecheck && pnpm -r --if-present lint && pnpm -r --filter './apps/*' --filter './packages/*' test
}

# images: builds every image from what the lanes built (make images, the SPAs as built
# above), checks that each is built from its own inputs and reproducibly, and runs the
# images' own programs: what each holds, the migrations and the sandbox, and the
# resilience tests and the shop's deploy rehearsal with the shop, admin and bff binaries
# taken out of the images.
images() {
  SPAS_BUILT=1 scripts/images.sh --check &&
    WANDELWIJS_IMAGES=1 go test -count=1 -run '^(TestEachImage.*|TestAnIndependentDeployOfTheShop|TestTwoShopProcessesBehindTheBFF|TestShopKilledMidRequestAndRestarted)$' \
      wandelwijs.nl/bench 2>&1 | grep -v '^{"time"'
}

build_the_spas() {
  pnpm -r --filter './apps/*' build && node scripts/budgets.mjs
}

browser_tests() {
  local base e2e_db="wandelwijs_e2e"
  base="$(sed -E 's#^(postgres(ql)?://[^/]+)/.*#\1#' <<<"$TEST_DATABASE_URL")"
  psql "${base}/postgres" -qc "DROP DATABASE IF EXISTS ${e2e_db} WITH (FORCE)" >/dev/null &&
    E2E_DATABASE_URL="${base}/${e2e_db}?sslmode=disable" pnpm --filter @wandelwijs/e2e test
}

# go_lane and js_lane are the quick loop's two halves; it runs them side by side (the Go
# tests spend much of their time waiting on PostgreSQL), each into its own log, printed
# when both are done.
go_lane() { step "gofmt and go vet" gofmt_and_vet && step "Go tests (-short, without bench/)" go_tests_short; }
js_lane() { step "typecheck, lint and vitest" js_checks; }

# both_lanes GO JS: runs the two lanes side by side, each into its own log, and prints
# both logs once both are done; fails when either failed.
both_lanes() {
  local status=0
  lane_logs="$(mktemp -d)"
  side_by_side "logged $1" "logged $2" || status=1
  cat "$lane_logs/$1" "$lane_logs/$2"
  rm -rf "$lane_logs"
  return "$status"
}

# logged LANE: runs LANE with its output into its own log in both_lanes' folder.
logged() { "$1" >"$lane_logs/$1" 2>&1; }

if [ "${1:-}" = fast ]; then
  TEST_DATABASE_URL="$(DB_NAME=postgres scripts/postgres.sh)"
  export TEST_DATABASE_URL
  both_lanes go_lane js_lane
  exit
fi

step "install what is missing" install
TEST_DATABASE_URL="$(DB_NAME=postgres scripts/postgres.sh)"
export TEST_DATABASE_URL
# The Go lane (whose resilience tests restart PostgreSQL, so the fuzzing that calls the
# routes comes after them) and the JS lane share nothing, so they run side by side as in
# the quick loop; the browser tests need the built SPAs and the machine to themselves.
go_full_lane() {
  step "gofmt and go vet" gofmt_and_vet && step "Go tests" go_tests && step "fuzz the API" fuzz_the_api
}
js_full_lane() {
  step "typecheck, lint and vitest" js_checks && step "build the SPAs and check their budgets" build_the_spas
}
both_lanes go_full_lane js_full_lane
step "the images (make images, FROM scratch) and what they hold and run" images
step "browser tests (Playwright, Debian's Chromium)" browser_tests
