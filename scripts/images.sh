#!/usr/bin/env bash
# Builds one image per deployable with podman (`make images`): shop, admin, bff (with both
# SPAs' built assets), migrate and the Mollie sandbox, each FROM scratch (its Dockerfile
# beside its code) with what this machine builds: the static binary (`make bin/…`), the CA
# certificates and time-zone data of this machine, a non-root user, and for admin the
# database export's pg_dump with the libraries it loads. An image is tagged
# wandelwijs/NAME:VERSION and :latest, VERSION the git describe of the last commit that
# changed what it is built from (its Go packages, and for the bff the SPAs), so a change
# to one service gives only that service a new image: builds are reproducible (-trimpath,
# every file and the image at the version's time, one layer, OCI's format, whose config
# names no build container), so the same inputs give the very same image. The health
# checks are docker-compose.yml's (OCI images carry none).
# IMAGES="shop admin" limits it to those; IMAGE_DIR (.images) is where it stages them.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v podman >/dev/null 2>&1; then
  echo "==> installing Debian's podman"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq podman >/dev/null
fi

stage="${IMAGE_DIR:-.images}"
names="${IMAGES:-shop admin bff migrate mollie-sandbox}"

# package and Dockerfile of each image
declare -A pkg=([shop]=wandelwijs.nl/shop [admin]=wandelwijs.nl/admin [bff]=wandelwijs.nl/bff
  [migrate]=wandelwijs.nl/migrations/cmd/migrate [mollie-sandbox]=wandelwijs.nl/mollie-sandbox)
declare -A dockerfile=([shop]=services/shop/Dockerfile [admin]=services/admin/Dockerfile [bff]=bff/Dockerfile
  [migrate]=migrations/Dockerfile [mollie-sandbox]=services/mollie-sandbox/Dockerfile)

# inputs NAME: the files an image is built from: its Go packages' folders and modules, its
# Dockerfile, how it is built (the Makefile's flags, this script), and for the bff the
# SPAs and the JS packages they build from.
inputs() {
  local root
  root="$(pwd)"
  go list -deps -f '{{if .Module}}{{.Dir}}{{end}}' "${pkg[$1]}" | grep "^$root/" | sed "s#^$root/##" | sort -u
  go list -deps -f '{{if .Module}}{{.Module.Dir}}/go.mod {{.Module.Dir}}/go.sum{{end}}' "${pkg[$1]}" | tr ' ' '\n' |
    grep "^$root/" | sed "s#^$root/##" | sort -u
  echo "${dockerfile[$1]}" go.work Makefile scripts/images.sh
  [ "$1" != bff ] || echo apps packages pnpm-lock.yaml
}

# version NAME: git describe of the last commit that changed the image's inputs (input_files), -dirty
# when they have changes not committed, and that commit's time (the image's and its
# files' time, so the same inputs give the same image).
version() {
  local files commit v
  mapfile -t files < <(tr ' ' '\n' <<<"${input_files[$1]}" | while read -r f; do [ -n "$f" ] && [ -e "$f" ] && echo "$f"; done)
  commit="$(git log -1 --format=%H -- "${files[@]}")"
  v="$(git describe --always "$commit")"
  if [ -n "$(git status --porcelain -- "${files[@]}")" ]; then v="$v-dirty"; fi
  echo "$v $(git log -1 --format=%ct "$commit")"
}

# common ROOTFS: what every image holds besides its program.
common() {
  mkdir -p "$1/etc/ssl/certs" "$1/usr/share"
  cp /etc/ssl/certs/ca-certificates.crt "$1/etc/ssl/certs/"
  cp -r /usr/share/zoneinfo "$1/usr/share/"
  printf 'root:x:0:0::/:/sbin/nologin\nnonroot:x:65532:65532::/:/sbin/nologin\n' >"$1/etc/passwd"
  printf 'root:x:0:\nnonroot:x:65532:\n' >"$1/etc/group"
}

# pgdump ROOTFS: PostgreSQL 15's pg_dump and every library it loads, at their paths.
pgdump() {
  local bin=/usr/lib/postgresql/15/bin/pg_dump lib
  if [ ! -x "$bin" ]; then
    echo "admin's image needs $bin (Debian's postgresql-client-15)" >&2
    return 1
  fi
  mkdir -p "$1$(dirname "$bin")"
  cp "$bin" "$1$bin"
  for lib in $(ldd "$bin" | grep -o '/[^ ]*'); do
    mkdir -p "$1$(dirname "$lib")"
    cp -L "$lib" "$1$lib"
  done
}

# build NAME [CHANGE]: stages the image's files and builds it; prints its id. CHANGE, when
# given, is a change to the service to try: its program is built with CHANGE added to
# its version, and the image is tagged :check only.
build() {
  local name="$1" change="${2:-}" v at dir start=$SECONDS id tags
  read -r v at < <(version "$name")
  v="$v$change"
  tags=(-t "wandelwijs/$name:$v" -t "wandelwijs/$name:latest")
  [ -z "$change" ] || tags=(-t "wandelwijs/$name:check")
  dir="$stage/$name"
  rm -rf "$dir"
  mkdir -p "$dir/rootfs"
  make -s "bin/$name" VERSION="$v"
  cp "bin/$name" "$dir/rootfs/$name"
  common "$dir/rootfs"
  case "$name" in
  admin) pgdump "$dir/rootfs" ;;
  bff)
    mkdir -p "$dir/rootfs/web"
    cp -r apps/shop/dist "$dir/rootfs/web/shop"
    cp -r apps/admin/dist "$dir/rootfs/web/admin"
    ;;
  esac
  # Every file at the version's time: a layer holds its files' times.
  find "$dir/rootfs" -exec touch -h -d "@$at" {} +
  id="$(podman build -q --format oci --layers=false --timestamp "$at" --build-arg VERSION="$v" "${tags[@]}" \
    -f "${dockerfile[$name]}" "$dir")"
  printf '==> wandelwijs/%s:%s  %.12s  (%ds)\n' "$name" "$v" "$id" $((SECONDS - start)) >&2
  echo "$id"
}

# own NAME: the folder only that image is built from.
declare -A own=([shop]=services/shop [admin]=services/admin [bff]=bff [migrate]=migrations/cmd/migrate
  [mollie-sandbox]=services/mollie-sandbox)

if [[ " $names " == *" bff "* && "${SPAS_BUILT:-0}" != 1 ]]; then
  echo "==> the SPAs"
  pnpm -r --filter './apps/*' build >/dev/null
fi
# Each image's inputs, listed once (go list is slow).
declare -A input_files ids
for name in $names; do
  input_files[$name]="$(inputs "$name" | tr '\n' ' ')"
done
for name in $names; do
  ids[$name]="$(build "$name")"
done

# --check: a change to one service gives only that service a new image. Each image's
# inputs hold no other image's own folder; building every image again gives the very
# same images (the same inputs, the same image); and a change to the first service's
# program gives it another image.
if [ "${1:-}" = --check ]; then
  status=0
  for name in $names; do
    for other in $names; do
      if [ "$name" != "$other" ] && tr ' ' '\n' <<<"${input_files[$name]}" | grep -q "^${own[$other]}\(/\|$\)"; then
        echo "the $name image is built from $other's own ${own[$other]}" >&2
        status=1
      fi
    done
    again="$(build "$name")"
    if [ "$again" != "${ids[$name]}" ]; then
      echo "the $name image built again from nothing is ${again:0:12}, not ${ids[$name]:0:12}: its build is not reproducible" >&2
      status=1
    fi
  done
  first="${names%% *}"
  changed="$(build "$first" "+check")"
  if [ "$changed" = "${ids[$first]}" ]; then
    echo "a change to the $first program left its image ${changed:0:12} as it was" >&2
    status=1
  fi
  [ $status = 0 ] && echo "==> images: each built from its own inputs and the same again; a change to $first gave it ${changed:0:12} for ${ids[$first]:0:12}, the others stayed"
  exit $status
fi
