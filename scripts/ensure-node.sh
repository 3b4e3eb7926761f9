#!/usr/bin/env bash
# Kindred runs on Node.js 22 LTS. When the machine's node is older, fetches Node 22's binary from
# the npm registry (the node-linux-<arch> package, no other download) into .cache/node22 and
# prints the directory to put first on PATH; prints nothing when the machine's node will do.
#   PATH="$(bash scripts/ensure-node.sh)${PATH:+:}$PATH"   (or: source it — see .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."

REQUIRED_MAJOR=22
current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current" -ge "$REQUIRED_MAJOR" ]; then
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node $REQUIRED_MAJOR package for $(uname -m): install Node.js $REQUIRED_MAJOR yourself." >&2; exit 1 ;;
esac
dir=".cache/node$REQUIRED_MAJOR"
if [ ! -x "$dir/bin/node" ]; then
  echo "node $(node --version 2>/dev/null || echo missing) is older than $REQUIRED_MAJOR: fetching node-linux-$arch@$REQUIRED_MAJOR from the npm registry..." >&2
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-$arch@$REQUIRED_MAJOR" >/dev/null)
  rm -rf "$dir" && mkdir -p "$dir"
  tar xzf "$tmp"/node-linux-*.tgz -C "$dir" --strip-components=1
  rm -rf "$tmp"
fi
echo "$(pwd)/$dir/bin"
