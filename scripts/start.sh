#!/usr/bin/env bash
# First command of the README: install everything, build the widgets, start the reference CMS.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
exec pnpm demo
