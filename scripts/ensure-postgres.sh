#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server, so the reference CMS's DATABASE_URL path is
# proven on a real server: installs Debian's postgresql package when missing, creates a cluster in
# a temporary folder (as the postgres user when run as root), listens on 127.0.0.1 on a free port,
# creates a database, runs "$@" with DATABASE_URL set, then stops and deletes the cluster.
# Usage: bash scripts/ensure-postgres.sh pnpm vitest run demo-pages/src/db/postgres.test.ts
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$#" -gt 0 ] || { echo "usage: $0 <command> [args…]" >&2; exit 2; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin=$(pg_bin || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "› installing Debian's postgresql"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # The package's own cluster is not used; in a container without an init system it may not start.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql </dev/null >/dev/null
  bin=$(pg_bin || true)
fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "✗ PostgreSQL: no initdb under /usr/lib/postgresql/*/bin after installing" >&2
  exit 1
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/anstoss-pg.XXXXXX")
chmod 755 "$dir"
# initdb refuses to run as root: the Debian package's postgres user owns the cluster then.
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$dir"
  as_owner() { (cd "$dir" && runuser -u postgres -- "$@"); }
else
  as_owner() { (cd "$dir" && "$@"); }
fi

started=0
cleanup() {
  if [ "$started" = "1" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

if ! as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
  echo "✗ PostgreSQL: initdb failed" >&2
  cat "$dir/initdb.log" >&2
  exit 1
fi
# A throwaway cluster: no durability needed, so no fsync.
if ! as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null; then
  echo "✗ PostgreSQL: the server did not start on 127.0.0.1:$port" >&2
  cat "$dir/server.log" >&2 || true
  exit 1
fi
started=1
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres anstoss_test
version=$(as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d anstoss_test -Atc 'SHOW server_version')
echo "› PostgreSQL $version on 127.0.0.1:$port (database anstoss_test, removed afterwards)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/anstoss_test"
# Tells the database tests that this server is theirs to drop and refill.
export ANSTOSS_THROWAWAY_DATABASE=1
status=0
"$@" || status=$?
exit "$status"
