#!/usr/bin/env bash
# Runs deploy/nginx-agency.conf, the example of docs/deployment.md, for real: nginx with a
# self-signed certificate in front of two instances started together on one new PostgreSQL
# database and Redis, then checks what the docs promise of that setup. Needs nginx, openssl,
# curl and psql, PostgreSQL (CHECK_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432) and
# Redis (CHECK_REDIS_URL) running, and ports 3001, 3002, 18080 and 18443 free. Builds into
# BUILD_DIR (default build) when there is no build. Leaves nothing behind.
#   bash deploy/check-nginx.sh
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in nginx openssl curl psql; do
  command -v "$tool" >/dev/null || { echo "check-nginx: $tool is missing" >&2; exit 2; }
done
export BUILD_DIR=${BUILD_DIR:-build}
[ -f "$BUILD_DIR/server/start.js" ] || npm run build

pg=${CHECK_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}
db=agency_nginx_check_$$
work=$(mktemp -d)
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && nginx -p "$work" -c "$work/nginx.conf" -s stop 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql -q "$pg/postgres" -c "drop database if exists $db with (force)" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

failures=0
check() { # check DESCRIPTION COMMAND...: runs the command, prints ok or FAIL
  if "${@:2}"; then echo "ok   $1"; else echo "FAIL $1"; failures=$((failures + 1)); fi
}

# The example file as the docs give it, with a self-signed certificate in place of Let's
# Encrypt's and unprivileged ports in place of 80 and 443 (and no IPv6 where there is none).
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=agency.example \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
sed -e "s#/etc/letsencrypt/live/agency.example/fullchain.pem#$work/cert.pem#" \
  -e "s#/etc/letsencrypt/live/agency.example/privkey.pem#$work/key.pem#" \
  -e 's/listen \(\[::\]:\)\?80;/listen \118080;/' -e 's/listen \(\[::\]:\)\?443 /listen \118443 /' \
  deploy/nginx-agency.conf >"$work/agency.conf"
[ -s /proc/net/if_inet6 ] || sed -i '/listen \[::\]/d' "$work/agency.conf"
# nginx's workers run as an unprivileged user: they buffer request bodies under temp/.
mkdir "$work/temp"
chmod 755 "$work"
chmod 1777 "$work/temp"
cat >"$work/nginx.conf" <<EOF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events {}
http {
    access_log $work/nginx-access.log;
    client_body_temp_path $work/temp;
    proxy_temp_path $work/temp;
    include $work/agency.conf;
}
EOF

admin_email=owner@agency.example
admin_password=nginx-check-$RANDOM-password
start_instance() { # start_instance PORT: one instance, its log in $work/PORT.log
  env PORT="$1" HOST=127.0.0.1 NODE_ENV=production DATABASE_URL="$pg/$db" \
    REDIS_URL="${CHECK_REDIS_URL:-redis://127.0.0.1:6379}" SITE_URL=https://agency.example \
    TRUST_PROXY=loopback CONTACT_RATE_LIMIT=3 ADMIN_EMAIL=$admin_email \
    ADMIN_PASSWORD="$admin_password" node "$BUILD_DIR/server/start.js" >>"$work/$1.log" 2>&1 &
  pids+=($!)
}
wait_ready() { # wait_ready PORT
  for _ in $(seq 1 60); do
    curl -fs "http://127.0.0.1:$1/readyz" >/dev/null && return 0
    sleep 0.5
  done
  echo "check-nginx: the instance on port $1 did not come up:" >&2
  tail -n 20 "$work/$1.log" >&2
  exit 1
}
# Both at the same moment, on a database that does not exist yet: they must agree on who creates,
# migrates and seeds it.
start_instance 3001
start_instance 3002
wait_ready 3001
wait_ready 3002
nginx -p "$work" -c "$work/nginx.conf"

site=https://agency.example:18443
web() { curl -s --resolve agency.example:18443:127.0.0.1 --cacert "$work/cert.pem" "$@"; }

check "plain http is redirected to https" \
  test "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -H 'Host: agency.example' \
    http://127.0.0.1:18080/portfolio?x=1)" = "301 https://agency.example/portfolio?x=1"

home=$(web -D "$work/home.headers" "$site/")
check "the home page comes through TLS with its canonical URL from SITE_URL" \
  grep -q 'rel="canonical" href="https://agency.example/"' <<<"$home"
check "the app's own HSTS and CSP headers reach the visitor" bash -c \
  'grep -qi "^strict-transport-security:" "$0" && grep -qi "^content-security-policy:" "$0"' \
  "$work/home.headers"
check "nginx's request id reaches the app, its log and the visitor" bash -c '
  id=$(grep -i "^x-request-id:" "$0" | tr -d "\r" | cut -d" " -f2)
  [[ $id =~ ^[0-9a-f]{32}$ ]] && cat "$1"/300?.log | grep -q "\"id\":\"$id\""' \
  "$work/home.headers" "$work"

for _ in $(seq 1 20); do web -o /dev/null "$site/services"; done
served_by() { grep -c '"url":"/services"' "$work/$1.log" || true; }
check "requests are spread over both instances ($(served_by 3001) and $(served_by 3002) of 20)" \
  test "$(served_by 3001)" -gt 0 -a "$(served_by 3002)" -gt 0

# A visitor cannot forge X-Forwarded-For: nginx replaces it with the real address, so the
# contact limit (3 per address, counted in Redis across both instances) is reached however
# many addresses the visitor claims to have.
codes=''
for n in 1 2 3 4; do
  codes+=$(web -o /dev/null -w '%{http_code} ' -H "X-Forwarded-For: 203.0.113.$((RANDOM % 250 + 1))" \
    -H 'Content-Type: application/json' "$site/api/messages" --data \
    '{"name":"Nginx Check","email":"check@example.com","subject":"Proxy check","message":"Counted once per real address."}')
done
check "a forged X-Forwarded-For does not escape the contact limit ($codes)" \
  test "$(awk '{print $4}' <<<"$codes")" = 429

token=$(web -H 'Content-Type: application/json' "$site/api/auth/login" \
  --data "{\"email\":\"$admin_email\",\"password\":\"$admin_password\"}" |
  sed -n 's/.*"token":"\([^"]*\)".*/\1/p')
check "an admin signs in through the proxy" test -n "$token"

# Every instance has cached the FAQs; one edit through one of them must reach every visitor at once.
for _ in $(seq 1 6); do web -o /dev/null "$site/api/faqs"; done
faq=$(web "$site/api/faqs" | sed -n 's/^\[{"_id":"\([^"]*\)".*/\1/p')
question="Do you work behind nginx? $RANDOM"
status=$(web -o /dev/null -w '%{http_code}' -X PUT -H "x-auth-token: $token" \
  -H 'Content-Type: application/json' "$site/api/faqs/$faq" --data "{\"question\":\"$question\"}")
stale=0
for _ in $(seq 1 10); do web "$site/api/faqs" | grep -q "$question" || stale=$((stale + 1)); done
check "an edit on one instance is served by both at once (PUT $status, $stale of 10 reads stale)" \
  test "$status" = 200 -a "$stale" = 0

head -c 5500000 /dev/urandom >"$work/big.png"
upload=$(web -w ' %{http_code}' -H "x-auth-token: $token" -F "image=@$work/big.png" \
  "$site/api/upload")
check "a 5.5 MB upload passes nginx and gets the app's own 413 ($upload)" \
  grep -q '^{"message":.* 413$' <<<"$upload"

# A rolling restart: SIGTERM one instance while a visitor keeps loading pages. nginx must move
# to the other instance without a single error.
: >"$work/codes"
(for _ in $(seq 1 300); do web -o /dev/null -w '%{http_code}\n' "$site/portfolio" >>"$work/codes"; done) &
loader=$!
sleep 1
kill -TERM "${pids[0]}"
wait "${pids[0]}" && drained=0 || drained=$?
wait "$loader"
errors=$(grep -vc '^200$' "$work/codes" || true)
check "SIGTERM drains one instance and exits 0 (exit $drained)" test "$drained" = 0
check "no visitor saw an error during the restart ($errors of $(wc -l <"$work/codes") requests)" \
  test "$errors" = 0

json_only=$(cat "$work"/300?.log | grep -vc '^{' || true)
check "every log line of both instances is JSON ($json_only are not)" test "$json_only" = 0

echo
if [ "$failures" = 0 ]; then echo "check-nginx: every check passed"; else
  echo "check-nginx: $failures check(s) failed; nginx's error log:"
  cat "$work/nginx-error.log"
  exit 1
fi
