#!/usr/bin/env bash
# Second command of the README (and what CI runs): install what is missing, then every check and
# every test: repository rules, types, lint, formatting, unit and component tests, the reference
# CMS's database tests once more on a real PostgreSQL server (installed and started when missing),
# the production build with its size budgets, Storybook, and the browser tests against the
# reference CMS (which runs on a pinned clock, ANSTOSS_NOW, see playwright.config.ts).
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-tools.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1

passed=0
failed=0
failures=()
step() {
  local name=$1
  shift
  echo
  echo "━━ $name"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "━━ $name: ok ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "━━ $name: FAILED ($((SECONDS - started)) s)"
  fi
}

step "typecheck" pnpm typecheck
step "lint" pnpm lint
step "format" pnpm format:check
step "unit and component tests (vitest)" pnpm test:unit
step "database tests on PostgreSQL (DATABASE_URL)" \
  bash scripts/ensure-postgres.sh pnpm vitest run demo-pages/src/db/postgres.test.ts
step "production build" pnpm build
step "size budgets (size-limit)" pnpm size
step "storybook build" pnpm build-storybook
step "browser tests (playwright, Debian chromium)" pnpm test:e2e

echo
if [ "$failed" -gt 0 ]; then echo "failed steps: ${failures[*]}"; fi
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
