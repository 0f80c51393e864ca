#!/usr/bin/env bash
# Restores a backup made by backup.sh into a NEW database and reconciles its books: the proof that a
# backup can be restored. Prints the new database's URL; drops it afterwards unless --keep.
#
#   ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres deploy/backup/restore-check.sh [--keep] <file>
#
# ADMIN_URL: a role that may create databases, on the server to restore to. The books are reconciled
# by the server's own check (apps/server/dist/reconcile.js, `npm run reconcile`, or its TypeScript source through tsx
# when the server is not built; RECONCILE_CMD overrides). Exit 0: restored and reconciled; 1: the
# books do not reconcile; 2: the restore or the check failed.
set -euo pipefail

keep=false
if [ "${1:-}" = "--keep" ]; then keep=true; shift; fi
file="${1:?usage: restore-check.sh [--keep] <backup file>}"
: "${ADMIN_URL:?ADMIN_URL must name a role that may create databases}"
server="$(cd "$(dirname "$0")/../../apps/server" && pwd)"

name="bazaar_restore_$(date -u +%Y%m%d%H%M%S)_$$"
base="${ADMIN_URL%/*}"
query=""
case "$ADMIN_URL" in *\?*) query="?${ADMIN_URL#*\?}" ;; esac
url="$base/$name$query"

psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -q -c "create database \"$name\""
cleanup() {
  if [ "$keep" = false ]; then
    psql "$ADMIN_URL" -q -c "drop database if exists \"$name\" with (force)" || true
  fi
}
trap cleanup EXIT

if ! pg_restore --no-owner --no-privileges --exit-on-error --dbname="$url" "$file"; then
  echo "restore failed" >&2
  exit 2
fi
echo "restored into $url" >&2

if [ -n "${RECONCILE_CMD:-}" ]; then
  cmd=($RECONCILE_CMD)
elif [ -f "$server/dist/reconcile.js" ]; then
  cmd=(node "$server/dist/reconcile.js")
else
  cmd=("$server/../../node_modules/.bin/tsx" --conditions=@bazaar/source "$server/src/reconcile.ts")
fi
set +e
(cd "$server" && DATABASE_URL="$url" "${cmd[@]}")
status=$?
set -e
exit "$status"
