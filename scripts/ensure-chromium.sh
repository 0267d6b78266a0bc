#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a browser a test tool downloads.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "› installing Debian's chromium"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
