#!/usr/bin/env bash
# The reference CMS as a site of several processes: two instances on one PostgreSQL behind the
# nginx cache (demo-pages/deploy/nginx.conf.template), on http://127.0.0.1:${PORT:-8080}/.
# Installs what is missing (Debian's nginx and postgresql), builds the widgets, and stops and
# removes everything on Ctrl+C. The database is a throwaway one (scripts/ensure-postgres.sh).
#   bash scripts/start-cluster.sh                      serve until Ctrl+C
#   bash scripts/start-cluster.sh -- <command…>        run a command against it (BASE_URL), then stop
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
# nginx with its njs module (the ticker's Age filter, demo-pages/deploy/age.js); an nginx that is
# already installed is kept and only the module added.
packages=()
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then packages+=(nginx-light); fi
if [ ! -f /usr/lib/nginx/modules/ngx_http_js_module.so ]; then packages+=(libnginx-mod-http-js); fi
if [ ${#packages[@]} -gt 0 ]; then
  echo "› installing Debian's ${packages[*]}"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" </dev/null >/dev/null
fi
export PATH="$PATH:/usr/sbin"
exec bash scripts/ensure-postgres.sh pnpm exec tsx scripts/cluster.ts "$@"
