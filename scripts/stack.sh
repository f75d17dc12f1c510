#!/usr/bin/env bash
# Starts the whole stack from built parts: migrates, seeds the demo data once, and runs
# shop, admin and bff until interrupted. `make run` and the browser tests use it.
# Ports come from SHOP_ADDR, ADMIN_ADDR and BFF_ADDR (defaults 8081, 8082, 8080).
set -euo pipefail
cd "$(dirname "$0")/.."

export APP_ENV="${APP_ENV:-development}"
export DATABASE_URL="${DATABASE_URL:-$(scripts/postgres.sh)}"
export SHOP_ADDR="${SHOP_ADDR:-127.0.0.1:8081}"
export ADMIN_ADDR="${ADMIN_ADDR:-127.0.0.1:8082}"
export BFF_ADDR="${BFF_ADDR:-:8080}"
export SHOP_URL="http://${SHOP_ADDR}"
export ADMIN_URL="http://${ADMIN_ADDR}"
bff_port="${BFF_ADDR##*:}"

mkdir -p bin
go build -o bin/ wandelwijs.nl/migrations/cmd/migrate wandelwijs.nl/shop wandelwijs.nl/admin wandelwijs.nl/bff

seed=""
if [ "$APP_ENV" = development ]; then seed="-seed"; fi
bin/migrate $seed

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

bin/shop & pids+=($!)
bin/admin & pids+=($!)
bin/bff & pids+=($!)

for _ in $(seq 1 100); do
  if curl -fsS "http://127.0.0.1:${bff_port}/api/v1/walks" >/dev/null 2>&1; then break; fi
  sleep 0.2
done

cat <<MSG

  Wandelwijs draait op http://localhost:${bff_port}
    winkel:       http://localhost:${bff_port}/
    back office:  http://localhost:${bff_port}/admin/
    API:          http://localhost:${bff_port}/api/v1/walks
MSG
if [ "$APP_ENV" = development ]; then
  cat <<MSG
  Demo-logins (wachtwoord Wandelen!2026):
    admin@wandelwijs.nl  (ADMIN)
    klant@wandelwijs.nl  (USER)

MSG
fi
wait -n "${pids[@]}"
