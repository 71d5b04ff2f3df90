#!/bin/sh
# Zero-downtime update: build the new release in a folder of its own, start it on the idle pair of
# ports, switch nginx to it when both processes answer /api/health, then stop the old pair. A
# build or start that fails leaves the running release untouched. Run as root:
#   deploy/update.sh [BRANCH_OR_TAG]      (default: main)
# Layout (README "Production"):
#   /srv/clearvent/repo.git          bare clone you push releases to (or any git URL in REPO)
#   /srv/clearvent/releases/<time>   one folder per release: checkout, node_modules, .next
#   /srv/clearvent/port-<port>       which release the clearvent@<port> instance serves
#   /srv/clearvent/current           the live release (nginx serves /_next/static from it)
# Migrations run when the new processes start, while the old ones still serve: a release's schema
# change must keep the previous release working (add columns/tables first, drop them a release later).
set -eu
REF=${1:-main}
ROOT=${CLEARVENT_ROOT:-/srv/clearvent}
REPO=${REPO:-$ROOT/repo.git}
ENV_FILE=${ENV_FILE:-/etc/clearvent/clearvent.env}
UPSTREAM=${UPSTREAM:-/etc/nginx/clearvent-upstream.conf}
APP_USER=${APP_USER:-clearvent}
KEEP=${KEEP:-3}
# How long each new process gets to answer /api/health before the update is abandoned.
HEALTH_WAIT=${HEALTH_WAIT:-60}
# How long the switch waits for the new processes' pages to carry the owner's identity and prices
# (they regenerate after a start); past it they switch anyway and the pages follow moments later.
PAGES_WAIT=${PAGES_WAIT:-120}

if grep -q '127.0.0.1:3001' "$UPSTREAM"; then old="3001 3002"; new="3011 3012"; else old="3011 3012"; new="3001 3002"; fi
release="$ROOT/releases/$(date -u +%Y%m%d%H%M%S)"
echo "Building $REF into $release (live: ports $old; new: ports $new)"

mkdir -p "$ROOT/releases"
git clone --quiet --depth 1 --branch "$REF" "$REPO" "$release"
chown -R "$APP_USER:$APP_USER" "$release"
# The build reads SITE_URL and GA_MEASUREMENT_ID (they are baked into prerendered pages). The env
# file is systemd's (EnvironmentFile=), not shell: `MAIL_FROM=Name <address>` is one value to
# systemd but a syntax error to `.`. Each NAME=value line is exported as written, quotes removed.
env_file_exports() {
  while IFS= read -r line || [ -n "$line" ]; do
    case $line in [A-Za-z_]*=*) ;; *) continue ;; esac
    value=${line#*=}
    case $value in \"*\" | \'*\') value=${value#?}; value=${value%?} ;; esac
    export "${line%%=*}=$value"
  done <"$1"
}
(
  env_file_exports "$ENV_FILE"
  runuser -u "$APP_USER" -- sh -c "cd '$release' && npm ci --no-audit --no-fund && NODE_ENV=production npm run build"
)

# Pages served by the old release (and cached by browsers) name the old script files: keep them.
if [ -d "$ROOT/current/.next/static" ]; then
  cp -Rn "$ROOT/current/.next/static/." "$release/.next/static/"
fi

for port in $new; do
  ln -sfn "$release" "$ROOT/port-$port"
  systemctl restart "clearvent@$port"
done
for port in $new; do
  ok=""
  for _ in $(seq 1 "$HEALTH_WAIT"); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health"; then ok=1; break; fi
    sleep 1
  done
  if [ -z "$ok" ]; then
    echo "clearvent@$port did not become healthy within $HEALTH_WAIT s; the live release keeps serving." >&2
    for p in $new; do systemctl stop "clearvent@$p"; done
    journalctl -u "clearvent@$port" -n 50 --no-pager >&2 || true
    exit 1
  fi
done
# A new build's pages were rendered with no identity: visitors meet them only once regenerated.
for port in $new; do
  for _ in $(seq 1 "$PAGES_WAIT"); do
    if curl -fsS "http://127.0.0.1:$port/api/health" | grep -q '"pages":"current"'; then break; fi
    sleep 1
  done
done

# Switch: nginx's reload starts new workers on the new upstream; the old workers finish the
# requests they hold on the old processes first.
set -- $new
tmp="$UPSTREAM.new"
sed -e "s/127.0.0.1:[0-9]*\( max_fails=2 fail_timeout=10s;\)/PORT\1/" "$UPSTREAM" |
  awk -v a="$1" -v b="$2" '/PORT/ { n++; sub("PORT", "127.0.0.1:" (n == 1 ? a : b)) } { print }' >"$tmp"
# An upstream file edited by hand may no longer match the pattern above: nginx would stay on the
# old pair, which is stopped below. Refuse rather than take the site down.
if ! grep -q "127.0.0.1:$1 " "$tmp" || ! grep -q "127.0.0.1:$2 " "$tmp" || grep -Eq "127.0.0.1:($(echo "$old" | tr ' ' '|')) " "$tmp"; then
  echo "Could not point $UPSTREAM at ports $new (its server lines no longer end in 'max_fails=2 fail_timeout=10s;')." >&2
  echo "Stopping the new pair; the live release keeps serving." >&2
  rm -f "$tmp"
  for p in $new; do systemctl stop "clearvent@$p"; done
  exit 1
fi
mv "$tmp" "$UPSTREAM"
ln -sfn "$release" "$ROOT/current.new" && mv -T "$ROOT/current.new" "$ROOT/current"
if ! nginx -t 2>/dev/null; then
  echo "nginx -t failed after the switch; fix $UPSTREAM and reload by hand (old pair still running)." >&2
  exit 1
fi
systemctl reload nginx

# Old pair: graceful stop (in-flight requests finish, the database is closed), then not restarted at boot.
sleep 5
for port in $old; do
  systemctl stop "clearvent@$port"
  systemctl disable --quiet "clearvent@$port" 2>/dev/null || true
done
for port in $new; do systemctl enable --quiet "clearvent@$port"; done

# Keep the last $KEEP releases.
ls -1d "$ROOT"/releases/* | sort | head -n "-$KEEP" | while read -r dir; do
  [ "$dir" = "$(readlink -f "$ROOT/current")" ] || rm -rf "$dir"
done
echo "Live: $release on ports $new"
