#!/usr/bin/env bash
# Installs the Debian packages the gate needs that this machine lacks, and nothing when it has them all: one
# list for `.ci/run` and for the CI workflows' bookworm container, so both test on the same browser and fonts.
# Runs as root (containers, CI) or through sudo; prints one line when it installs, nothing otherwise.
set -euo pipefail

packages=()
need() { dpkg -s "$1" >/dev/null 2>&1 || packages+=("$1"); }

[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
# The pages set their text in fonts the project ships; the host's fonts must not matter. The last three
# (which e.g. ImageMagick pulls in) change what `monospace` and `Helvetica` resolve to: with them installed,
# a screenshot reference that still depends on a host font fails here rather than on a QA machine later.
for font in fonts-dejavu-core fonts-liberation fonts-urw-base35 fonts-noto-mono fonts-droid-fallback; do
  need "$font"
done
# npm ci fetches over TLS; TurboSnap (Chromatic) and the reference-update workflow read the git history.
need ca-certificates
need git

if [ ${#packages[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null; then
  as_root=(sudo)
else
  echo "system-packages.sh: installing ${packages[*]} needs root; run it as root or install sudo" >&2
  exit 1
fi
echo "Installing ${packages[*]}"
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
