#!/usr/bin/env bash
# Restarts every TermTap API process, one at a time, with no failed request: each process, on SIGTERM, answers
# 503 from /api/health/ready, stops accepting connections (nginx sends new requests to the others), finishes what
# is in flight and exits; systemd starts it again, and the next one is restarted only once this one is ready.
# Usage: deploy/rolling-restart.sh [port…]   (default: every running termtap@<port> unit)
set -euo pipefail
ports=("$@")
if [ "${#ports[@]}" -eq 0 ]; then
  mapfile -t ports < <(systemctl list-units --state=running --plain --no-legend 'termtap@*.service' |
    sed -E 's/^termtap@([0-9]+)\.service.*/\1/')
fi
[ "${#ports[@]}" -gt 0 ] || { echo "no termtap@<port> unit runs" >&2; exit 1; }
for port in "${ports[@]}"; do
  echo "restarting termtap@$port"
  systemctl restart "termtap@$port"
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready"; then break; fi
    sleep 0.5
  done
  curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready" || {
    echo "termtap@$port is not ready after 60 s; stopping here (the others still serve)" >&2
    exit 1
  }
  echo "termtap@$port is ready"
done
