#!/usr/bin/env bash
# Installs what the project needs on a machine that has only Node 20 and npm:
# pnpm (pinned, see TOOLCHAIN notes in the README) and the workspace's dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global --no-audit --no-fund "pnpm@$PNPM_VERSION" >/dev/null
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
echo "› installing dependencies"
pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
