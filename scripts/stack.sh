#!/usr/bin/env bash
# Starts the whole stack from built parts: migrates, seeds the demo data once, and runs
# the Mollie sandbox, shop, admin and bff until interrupted. `make run` and the browser
# tests use it. Ports come from SANDBOX_ADDR, SHOP_ADDR, ADMIN_ADDR and BFF_ADDR
# (defaults 8090, 8081, 8082, 8080; the sandbox's default is the BFF port + 10, so the
# browser tests' stack on 18080 gets 18090 and never collides with `make run`).
# With MOLLIE_API_KEY set, the shop talks to Mollie (MOLLIE_API_URL, default
# https://api.mollie.com/v2) and no sandbox is started.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

export APP_ENV="${APP_ENV:-development}"
export DATABASE_URL="${DATABASE_URL:-$(scripts/postgres.sh)}"
export SHOP_ADDR="${SHOP_ADDR:-127.0.0.1:8081}"
export ADMIN_ADDR="${ADMIN_ADDR:-127.0.0.1:8082}"
export BFF_ADDR="${BFF_ADDR:-127.0.0.1:8080}"
export SHOP_URL="http://${SHOP_ADDR}"
export ADMIN_URL="http://${ADMIN_ADDR}"
bff_port="${BFF_ADDR##*:}"
# Where browsers reach the shop: every link in a mail and every payment return starts
# here, and the BFF sends a page asked for under the other loopback name to it.
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:${bff_port}}"
public="${PUBLIC_URL%/}"

# Mollie: the real one when a key is given, else the local sandbox with a sandbox key.
sandbox=""
if [ -n "${MOLLIE_API_KEY:-}" ]; then
  export MOLLIE_API_URL="${MOLLIE_API_URL:-https://api.mollie.com/v2}"
else
  sandbox=1
  export SANDBOX_ADDR="${SANDBOX_ADDR:-127.0.0.1:$((bff_port + 10))}"
  sandbox_host="${SANDBOX_ADDR%:*}"
  case "$sandbox_host" in ""|0.0.0.0|"[::]") sandbox_host=127.0.0.1 ;; esac
  sandbox_url="http://${sandbox_host}:${SANDBOX_ADDR##*:}"
  export MOLLIE_API_URL="${sandbox_url}/v2"
  export MOLLIE_API_KEY="test_sandboxwandelwijs0000000000000" # = mollie.SandboxKey; no real key
  export MOLLIE_TEST_MODE=1 # the sandbox takes no real money, whatever APP_ENV says
fi

scripts/build.sh go

seed=""
if [ "$APP_ENV" = development ]; then seed="-seed"; fi
step "migrate${seed:+ and seed the demo data}" bin/migrate $seed

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

if [ -n "$sandbox" ]; then
  bin/mollie-sandbox & pids+=($!)
  for _ in $(seq 1 50); do
    if curl -fsS "${sandbox_url}/healthz" >/dev/null 2>&1; then break; fi
    sleep 0.1
  done
fi
bin/shop & pids+=($!)
bin/admin & pids+=($!)
bin/bff & pids+=($!)

for _ in $(seq 1 100); do
  if curl -fsS "http://127.0.0.1:${bff_port}/api/v1/walks" >/dev/null 2>&1; then break; fi
  sleep 0.2
done

cat <<MSG

  Wandelwijs draait op ${public}
    winkel:       ${public}/
    back office:  ${public}/admin/
    API:          ${public}/api/v1/walks
MSG
if [ -n "$sandbox" ]; then
  echo "    Mollie:       sandbox op ${sandbox_url} (testbetalingen, geen echt geld)"
else
  echo "    Mollie:       ${MOLLIE_API_URL}"
fi
echo
if [ "$APP_ENV" = development ]; then
  cat <<MSG
  Demo-logins (wachtwoord Wandelen!2026):
    admin@wandelwijs.nl  (ADMIN)
    klant@wandelwijs.nl  (USER)
  Demo-cadeaubon: WAND-ELWY-SPAD (€ 50)

MSG
fi
wait -n "${pids[@]}"
