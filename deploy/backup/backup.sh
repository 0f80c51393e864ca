#!/usr/bin/env bash
# Backs Bazaar's PostgreSQL database up with pg_dump's custom format (compressed, restorable table by
# table with pg_restore), into a file named by the time, and keeps the newest KEEP (default 14).
#
#   DATABASE_URL=postgres://bazaar@127.0.0.1:5432/bazaar deploy/backup/backup.sh /var/backups/bazaar
#
# Everything is in PostgreSQL (accounts, orders, the ledger, jobs, sessions and uploaded images), so
# this one file is the whole shop. Redis holds only rate-limit windows and chat presence.
set -euo pipefail

dir="${1:?usage: backup.sh <folder>}"
: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
keep="${KEEP:-14}"
mkdir -p "$dir"
file="$dir/bazaar-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --no-privileges --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
echo "$file"
# Oldest first beyond the newest $keep.
ls -1t "$dir"/bazaar-*.dump | tail -n +"$((keep + 1))" | xargs -r rm --
