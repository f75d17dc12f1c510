#!/usr/bin/env bash
# Builds what `make run` serves, side by side where the parts share nothing: the JS
# packages and then the shop's and the back office's SPA at once, beside the Go programs.
# Each step says how long it took; a failed one shows its output and fails the build.
# An SPA is bundled (its package.json's bundle) without its type check, which `make build`
# and the tests run: serving needs none, and it is two thirds of the CPU an SPA build takes.
# An SPA is built again only when its sources changed: a build leaves the hash of what it
# was built from in its dist/ (.inputs-sha256), which the next build empties. Go's build
# cache does the same for the Go programs.
# `scripts/build.sh go` builds the Go programs only (scripts/stack.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

# go_programs: every program the stack runs, into bin/.
go_programs() {
  mkdir -p bin
  go build -o bin/ wandelwijs.nl/migrations/cmd/migrate wandelwijs.nl/shop wandelwijs.nl/admin \
    wandelwijs.nl/bff wandelwijs.nl/mollie-sandbox
}

# spa_inputs APP: the hash of what the app is built from: its folder, packages/ but for
# their Go code and the mail templates, and the workspace's package files.
spa_inputs() {
  git ls-files -z --cached --others --exclude-standard -- "apps/$1" packages \
    package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc \
    ':(exclude)*.go' ':(exclude)packages/*/go.mod' ':(exclude)packages/*/go.sum' \
    ':(exclude)packages/platform/mail/templates' |
    while IFS= read -r -d '' file; do [ ! -f "$file" ] || printf '%s\0' "$file"; done |
    xargs -0 sha256sum | sha256sum | cut -d' ' -f1
}

# spa APP: bundles the app unless its dist/ holds a build of the same inputs.
spa() {
  local inputs stamp="apps/$1/dist/.inputs-sha256"
  inputs="$(spa_inputs "$1")"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$inputs" ]; then
    echo "==> the $1 SPA is built from these sources already"
    return 0
  fi
  step "build the $1 SPA" quietly pnpm --filter "@wandelwijs/$1" run bundle && echo "$inputs" >"$stamp"
}

js_lane() { step "install the JS packages" quietly scripts/deps.sh js && side_by_side "spa shop" "spa admin"; }
go_lane() { step "build the Go programs" quietly go_programs; }

if [ "${1:-}" = go ]; then
  go_programs
  exit
fi
side_by_side js_lane go_lane
