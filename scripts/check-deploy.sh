#!/usr/bin/env bash
# Keeps the deploy files honest without a Docker engine: every `make` target a
# Dockerfile runs exists in the Makefile, and every Dockerfile docker-compose.yml names exists.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for df in $(git ls-files '*Dockerfile'); do
  for target in $(grep -oE 'make [a-z/ -]+' "$df" | sed 's/^make //'); do
    if ! make -n "$target" >/dev/null 2>&1; then
      echo "$df runs 'make $target', which the Makefile does not have"; status=1
    fi
  done
done
for df in $(grep -oE 'dockerfile: [^ ,}]+' docker-compose.yml | awk '{print $2}'); do
  [ -f "$df" ] || { echo "docker-compose.yml names $df, which does not exist"; status=1; }
done
[ $status = 0 ] && echo "deploy files: every make target and Dockerfile they name exists"
exit $status
