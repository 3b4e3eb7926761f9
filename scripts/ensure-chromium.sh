#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (test tools may not download browsers here).
# Installs it when it is missing and we may (root with apt-get); otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is required for the browser tests: install it (e.g. 'sudo apt-get install -y chromium')" >&2
echo "or point CHROMIUM_PATH at a Chromium/Chrome binary." >&2
exit 1
