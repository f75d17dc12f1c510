#!/usr/bin/env bash
# Keeps the deploy files honest: every wandelwijs image docker-compose.yml names is one
# `make images` builds (scripts/images.sh), and every Dockerfile in the tree is one it
# builds with. (make test builds the images themselves and checks what they hold.)
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
built="$(grep -oE '^names="\$\{IMAGES:-[^}]*\}"' scripts/images.sh | sed -E 's/.*:-([^}]*)\}"/\1/')"
for image in $(grep -oE 'image: wandelwijs/[a-z-]+' docker-compose.yml | sed 's#image: wandelwijs/##'); do
  [[ " $built " == *" $image "* ]] || { echo "docker-compose.yml names wandelwijs/$image, which make images does not build"; status=1; }
done
for df in $(git ls-files '*Dockerfile'); do
  grep -q "=$df\b" scripts/images.sh || { echo "$df is no build file of make images"; status=1; }
done
[ $status = 0 ] && echo "deploy files: every image compose names is one make images builds, with the Dockerfiles in the tree"
exit $status
