#!/usr/bin/env bash
# Rolling restart of the shop processes behind nginx, without failing a request:
#   deploy/rolling-restart.sh 3001 3002      each port in turn: drain, restart, wait until ready, undrain
#   deploy/rolling-restart.sh drain 3001     only take the process out of nginx and wait until nginx stopped using it
#   deploy/rolling-restart.sh undrain 3001   only put it back
# Why drain first: a process that closes its listening socket resets the connections the kernel had queued but the
# process had not accepted yet; nginx has already written the request on them, and it never resends a POST it
# wrote. Marked `down` and reloaded, nginx sends the process nothing more, so nothing is queued when it stops.
# `npm run bench:cluster` runs the drain and undrain steps of this script around its own stop and start.
#
# Settings (environment):
#   SHORELINE_NGINX_CONF   the file with the upstream lines (default /etc/nginx/conf.d/shoreline.conf)
#   NGINX_PID              the nginx master's pid file (default /run/nginx.pid)
#   NGINX_RELOAD           the command that reloads nginx (default: nginx -s reload)
#   RESTART                the command that restarts one process, {port} replaced (default: systemctl restart shoreline@{port})
#   DRAIN_TIMEOUT          seconds to wait for nginx to stop using the process (default 30); the shop's own drain
#                          (SHUTDOWN_DRAIN_MS) still answers whatever is left after that
#   READY_TIMEOUT          seconds to wait for GET /api/health/ready to answer 200 after the restart (default 90)
set -euo pipefail

conf="${SHORELINE_NGINX_CONF:-/etc/nginx/conf.d/shoreline.conf}"
pid_file="${NGINX_PID:-/run/nginx.pid}"
reload="${NGINX_RELOAD:-nginx -s reload}"
restart="${RESTART:-systemctl restart shoreline@{port}}"
drain_timeout="${DRAIN_TIMEOUT:-30}"
ready_timeout="${READY_TIMEOUT:-90}"

log() { echo "rolling-restart: $*" >&2; }

# Every upstream line of the port (the main one and its backup) gets or loses the `down` parameter.
mark() {
  local port="$1" state="$2" tmp
  grep -Eq "^[[:space:]]*server 127\.0\.0\.1:${port}[[:space:];]" "$conf" || {
    log "no upstream line for port $port in $conf"
    exit 1
  }
  tmp="$(mktemp "${conf}.XXXXXX")"
  if [ "$state" = down ]; then
    sed -E "/^[[:space:]]*server 127\.0\.0\.1:${port}[[:space:];]/{/ down;/!s/;[[:space:]]*$/ down;/}" "$conf" >"$tmp"
  else
    sed -E "/^[[:space:]]*server 127\.0\.0\.1:${port}[[:space:];]/s/ down;/;/" "$conf" >"$tmp"
  fi
  chmod --reference="$conf" "$tmp"
  mv "$tmp" "$conf"
}

# After a reload the old workers finish the requests they have (those to the drained process too) and exit;
# once none is left, no worker sends anything to the drained process any more.
wait_old_workers() {
  local master deadline
  master="$(cat "$pid_file")"
  deadline=$((SECONDS + drain_timeout))
  while ps -o args= --ppid "$master" | grep -q 'shutting down'; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "nginx workers still shutting down after ${drain_timeout} s; going on (the shop drains what is left)"
      return 0
    fi
    sleep 0.1
  done
}

reload_nginx() {
  local master before
  master="$(cat "$pid_file")"
  before="$(ps -o pid= --ppid "$master" | tr -d ' ' | sort)"
  # (nginx says "signal process started" on every reload: only other lines are worth showing)
  local said status=0
  said="$($reload 2>&1)" || status=$?
  [ -z "$said" ] || grep -v 'signal process started' <<<"$said" >&2 || true
  [ "$status" -eq 0 ] || exit "$status"
  # The reload is asynchronous: wait until the master has replaced its workers.
  local deadline=$((SECONDS + 10))
  while [ "$SECONDS" -lt "$deadline" ]; do
    if ! ps -o pid=,args= --ppid "$master" | grep -v 'shutting down' | awk '{print $1}' | sort | grep -qxF -f <(echo "$before"); then
      return 0
    fi
    sleep 0.05
  done
  log "nginx did not start new workers within 10 s"
  exit 1
}

drain() {
  mark "$1" down
  reload_nginx
  wait_old_workers
  log "port $1 drained"
}

undrain() {
  mark "$1" up
  reload_nginx
  log "port $1 back in nginx"
}

wait_ready() {
  local port="$1" deadline=$((SECONDS + ready_timeout))
  until curl -fs -o /dev/null "http://127.0.0.1:${port}/api/health/ready"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "port $port not ready after ${ready_timeout} s; it stays out of nginx"
      exit 1
    fi
    sleep 0.5
  done
}

case "${1:-}" in
  drain) drain "$2" ;;
  undrain) undrain "$2" ;;
  '') echo "usage: $0 PORT... | drain PORT | undrain PORT" >&2 && exit 2 ;;
  *)
    for port in "$@"; do
      drain "$port"
      ${restart//\{port\}/$port}
      wait_ready "$port"
      undrain "$port"
    done
    ;;
esac
