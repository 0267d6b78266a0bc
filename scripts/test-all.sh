#!/usr/bin/env bash
# Second command of the README (and what CI runs): install what is missing, then every check and
# every test: repository rules, types, lint, formatting, unit and component tests, the reference
# CMS's database tests once more on a real PostgreSQL server (installed and started when missing),
# the production build with its size budgets, Storybook, the browser tests against the
# reference CMS (which runs on a pinned clock, ANSTOSS_NOW, see playwright.config.ts), and a smoke
# set against two CMS instances on one PostgreSQL behind the nginx cache (scripts/start-cluster.sh).
set -uo pipefail
cd "$(dirname "$0")/.."

installs_started=$SECONDS
bash scripts/ensure-tools.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1
installs=$((SECONDS - installs_started))

passed=0
failed=0
failures=()
# How busy the machine's cores were during a step (from /proc/stat; 0 where there is none): a
# step's share beside its wall time says whether the two cores worked or waited. (Counting the
# CPU time of a step's own processes missed Chromium's: it counted 303 s of 489 while the cores
# were 95 % busy.)
cpu_mark() {
  local label user nice system idle iowait irq softirq steal
  busy=0 total=0
  read -r label user nice system idle iowait irq softirq steal _ </proc/stat 2>/dev/null || return 0
  busy=$((user + nice + system + irq + softirq + steal))
  total=$((busy + idle + iowait))
}
# The share since cpu_mark set busy0 and total0, in per cent.
cpu_share() {
  cpu_mark
  share=$((total > total0 ? 100 * (busy - busy0) / (total - total0) : 0))
}
timings=("$(printf '%5d s  %6s  ok      %s' "$installs" "" "installs (pnpm, dependencies, chromium)")")
started_all=$installs_started
step() {
  local name=$1
  shift
  echo
  echo "━━ $name"
  local started=$SECONDS busy total busy0 total0 share
  cpu_mark
  busy0=$busy total0=$total
  if "$@"; then
    cpu_share
    passed=$((passed + 1))
    echo "━━ $name: ok ($((SECONDS - started)) s)"
    timings+=("$(printf '%5d s  %6s  ok      %s' $((SECONDS - started)) "$share %" "$name")")
  else
    cpu_share
    failed=$((failed + 1))
    failures+=("$name")
    echo "━━ $name: FAILED ($((SECONDS - started)) s)"
    timings+=("$(printf '%5d s  %6s  FAILED  %s' $((SECONDS - started)) "$share %" "$name")")
  fi
}

# Each runner also writes a JSON report: the slowest test files are printed at the end.
reports=.test-reports
rm -rf "$reports"
mkdir -p "$reports"

# The static checks are single-threaded and independent: they run side by side (on two cores the
# three take about as long as the type check alone) and report one after the other.
together() {
  local names=() pids=() i=0 started_all_of_them=$SECONDS busy total busy0 total0 share
  cpu_mark
  busy0=$busy total0=$total
  while [ $# -gt 0 ]; do
    local name=$1 cmd=$2
    shift 2
    names+=("$name")
    (
      started=$SECONDS
      bash -c "$cmd" >"$reports/together-$i.log" 2>&1
      echo "$? $((SECONDS - started))" >"$reports/together-$i.rc"
    ) &
    pids+=($!)
    i=$((i + 1))
  done
  wait "${pids[@]}"
  local took_all=$((SECONDS - started_all_of_them))
  cpu_share
  for i in "${!names[@]}"; do
    echo
    echo "━━ ${names[$i]}"
    cat "$reports/together-$i.log"
    read -r code took <"$reports/together-$i.rc"
    if [ "$code" -eq 0 ]; then
      passed=$((passed + 1))
      echo "━━ ${names[$i]}: ok ($took s, beside the others)"
      timings+=("$(printf '%5d s  %6s  ok      %s' "$took" "" "${names[$i]} (beside the others)")")
    else
      failed=$((failed + 1))
      failures+=("${names[$i]}")
      echo "━━ ${names[$i]}: FAILED ($took s, beside the others)"
      timings+=("$(printf '%5d s  %6s  FAILED  %s' "$took" "" "${names[$i]} (beside the others)")")
    fi
  done
  timings+=("$(printf '%5d s  %6s          %s' "$took_all" "$share %" "(the ${#names[@]} above, side by side)")")
}

together "typecheck" "pnpm typecheck" "lint" "pnpm lint" "format" "pnpm format:check"
step "unit and component tests (vitest)" \
  pnpm test:unit --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
step "database tests on PostgreSQL (DATABASE_URL)" \
  bash scripts/ensure-postgres.sh pnpm vitest run demo-pages/src/db/postgres.test.ts
step "production build" pnpm build
step "size budgets (size-limit)" pnpm size
step "storybook build" pnpm build-storybook
step "browser tests (playwright, Debian chromium)" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" pnpm test:e2e --reporter=list,json
step "two instances behind the cache (PostgreSQL, nginx; smoke)" \
  env SKIP_BUILD=1 PORT=4810 bash scripts/start-cluster.sh -- \
  pnpm exec playwright test -c playwright.cluster.config.ts

echo
echo "━━ where the time went (the 10 slowest test files of each runner)"
pnpm exec tsx scripts/slowest-tests.ts 10 || true

echo
echo "━━ step times (total $((SECONDS - started_all)) s; wall time, then how busy the cores were)"
printf '%s\n' "${timings[@]}"
echo
if [ "$failed" -gt 0 ]; then echo "failed steps: ${failures[*]}"; fi
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
