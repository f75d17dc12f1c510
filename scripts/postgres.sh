#!/usr/bin/env bash
# Prints the URL of a PostgreSQL server to use, starting one if needed:
# DATABASE_URL when set; else the server on 127.0.0.1:5432; else a project-local
# cluster under .data/pg, run as the postgres OS user when this runs as root.
# The URL names the database $DB_NAME (default wandelwijs); the migrate command
# creates it when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
db_name="${DB_NAME:-wandelwijs}"

if [ -n "${DATABASE_URL:-}" ]; then
  echo "$DATABASE_URL"
  exit 0
fi

answers() { # host port
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -q -h "$1" -p "$2" -t 2
  else
    timeout 2 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null
  fi
}

if answers 127.0.0.1 5432; then
  echo "postgres://postgres@127.0.0.1:5432/${db_name}?sslmode=disable"
  exit 0
fi

port=54329
data="$PWD/.data/pg"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "No PostgreSQL server answers on 127.0.0.1:5432 and no PostgreSQL binaries were found." >&2
  echo "Install them with: sudo apt-get install postgresql   (or set DATABASE_URL)" >&2
  exit 1
fi

run_pg() { # runs a PostgreSQL binary as the postgres OS user when we are root
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if ! answers 127.0.0.1 "$port"; then
  mkdir -p "$data"
  if [ "$(id -u)" = 0 ]; then chown -R postgres:postgres "$PWD/.data/pg"; fi
  if [ ! -f "$data/PG_VERSION" ]; then
    echo "==> creating a local PostgreSQL cluster in .data/pg" >&2
    run_pg "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 >/dev/null
  fi
  echo "==> starting the local PostgreSQL on port $port" >&2
  run_pg "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w \
    -o "-p $port -h 127.0.0.1 -k /tmp" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:${port}/${db_name}?sslmode=disable"
