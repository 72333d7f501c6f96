#!/usr/bin/env bash
# The container image and compose.yaml, built and started for real (docs/deploy.md, "In a container"):
#   1. the image from the Dockerfile, alone, on the embedded database: /api/health answers from the
#      host, the builder reports it healthy (the image's HEALTHCHECK), it runs as a user other than
#      root, and its data outlives the container (a new container on the same volume has the same
#      listings, not a second demo);
#   2. compose.yaml (unless --image-only): the site and PostgreSQL with the two roles, /api/health
#      answers with the database "postgres".
# It needs a builder (docker with a running daemon, or podman), compose (docker compose, podman-compose
# or docker-compose) and the base images (node:24-bookworm-slim, and compose.yaml's postgres) on the
# machine or reachable. When any is missing it changes nothing, says what is missing and exits 77.
# Exit status: 0 passed, 1 failed, 77 skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

SKIPPED=77
image_only=false
[ "${1:-}" = "--image-only" ] && image_only=true

missing=()
builder=""
if command -v docker >/dev/null && docker info >/dev/null 2>&1; then
  builder=docker
elif command -v podman >/dev/null && podman info >/dev/null 2>&1; then
  builder=podman
else
  why="docker: not installed"
  if command -v docker >/dev/null; then why="docker: installed, but no daemon answers ($(docker info 2>&1 | grep -m1 -i 'cannot connect\|error' || echo 'docker info failed'))"; fi
  if command -v podman >/dev/null; then why="$why; podman: installed, but 'podman info' fails"; else why="$why; podman: not installed (Debian: apt-get install podman)"; fi
  missing+=("a container builder ($why)")
fi

compose=()
if ! $image_only; then
  if [ "$builder" = docker ] && docker compose version >/dev/null 2>&1; then
    compose=(docker compose)
  elif command -v podman-compose >/dev/null; then
    compose=(podman-compose)
  elif command -v docker-compose >/dev/null; then
    compose=(docker-compose)
  else
    missing+=("compose: none of 'docker compose', podman-compose (Debian: apt-get install podman-compose) or docker-compose; --image-only checks the image alone")
  fi
fi

# The base images: the Dockerfile's FROM lines, and compose.yaml's database.
images=$(sed -n 's/^FROM \([^ ]*\).*/\1/p' Dockerfile | sort -u)
if ! $image_only; then images="$images $(sed -n 's/^ *image: \([^ ]*postgres[^ ]*\)$/\1/p' compose.yaml)"; fi
if [ -n "$builder" ]; then
  for image in $images; do
    if $builder image inspect "$image" >/dev/null 2>&1; then continue; fi
    if pulled=$(timeout 120 "$builder" pull "$image" 2>&1); then continue; fi
    missing+=("the image $image: not on this machine, and '$builder pull' failed: $(printf '%s\n' "$pulled" | tail -n 1)")
  done
else
  for image in $images; do missing+=("the image $image (not looked for without a builder)"); done
fi

if [ ${#missing[@]} -gt 0 ]; then
  printf 'SKIPPED: the container test cannot run here. Missing:\n'
  printf '  - %s\n' "${missing[@]}"
  exit $SKIPPED
fi

tag="kigali-estates:container-test"
name="kigali-container-test-$$"
volume="kigali-container-test-$$"
project="kigali-container-test-$$"
env_file=""
cleanup() {
  "$builder" rm -f "$name" >/dev/null 2>&1 || true
  "$builder" volume rm -f "$volume" >/dev/null 2>&1 || true
  if [ -n "$env_file" ]; then
    "${compose[@]}" --project-name "$project" --env-file "$env_file" down --volumes >/dev/null 2>&1 || true
    rm -f "$env_file"
  fi
}
trap cleanup EXIT

fail() {
  printf 'FAILED: %s\n' "$*" >&2
  exit 1
}

# Waits up to 3 minutes for $1/api/health to answer 200 and prints its body.
healthy_at() {
  local url="$1/api/health" started=$SECONDS body
  while [ $((SECONDS - started)) -lt 180 ]; do
    if body=$(curl -fsS --max-time 5 "$url" 2>/dev/null); then
      printf '%s' "$body"
      return 0
    fi
    sleep 1
  done
  return 1
}

host_port() {
  "$builder" port "$1" 3000 | sed -n 's/.*:\([0-9]*\)$/\1/p' | head -n 1
}

printf '=== Building the image with %s ===\n' "$builder"
build_options=()
# Podman keeps HEALTHCHECK only in Docker's image format.
[ "$builder" = podman ] && build_options=(--format docker)
"$builder" build "${build_options[@]}" --tag "$tag" .

start_site() {
  "$builder" run --detach --name "$name" --publish 127.0.0.1::3000 --volume "$volume:/data" \
    --env PUBLIC_URL=http://127.0.0.1:3000 --env ALLOWED_HOSTS=127.0.0.1 "$tag" >/dev/null
  local port
  port=$(host_port "$name")
  [ -n "$port" ] || fail "no host port for the container's 3000"
  site="http://127.0.0.1:$port"
  health=$(healthy_at "$site") || { "$builder" logs "$name" | tail -n 40; fail "$site/api/health did not answer within 3 minutes"; }
}

printf '=== The image alone, on the embedded database ===\n'
start_site
printf '/api/health: %s\n' "$health"
[[ "$health" == *'"db":"pglite"'* ]] || fail "expected the embedded database, got $health"
uid=$("$builder" exec "$name" id -u)
[ "$uid" != 0 ] || fail "the server runs as root"
printf 'runs as uid %s\n' "$uid"
started=$SECONDS
status=""
while [ $((SECONDS - started)) -lt 180 ]; do
  # Podman runs health checks from systemd timers: without systemd, run the image's check by hand.
  if [ "$builder" = podman ]; then podman healthcheck run "$name" >/dev/null 2>&1 || true; fi
  status=$("$builder" inspect --format '{{.State.Health.Status}}' "$name" 2>/dev/null || true)
  [ "$status" = healthy ] && break
  sleep 2
done
[ "$status" = healthy ] || fail "the builder reports the container '$status', not healthy (HEALTHCHECK)"
printf 'the builder reports it %s\n' "$status"
first_listing=$(curl -fsS "$site/api/properties?limit=1")
"$builder" stop --time 30 "$name" >/dev/null
"$builder" rm "$name" >/dev/null
start_site
[ "$(curl -fsS "$site/api/properties?limit=1")" = "$first_listing" ] || fail "a new container on the same volume lists other listings"
printf 'a new container on the volume %s serves the same data\n' "$volume"

if ! $image_only; then
  printf '=== compose.yaml: the site and PostgreSQL ===\n'
  env_file=$(mktemp)
  port=$((20000 + $$ % 20000))
  {
    printf 'POSTGRES_PASSWORD=%s\n' "$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
    printf 'KIGALI_OWNER_PASSWORD=%s\n' "$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
    printf 'KIGALI_APP_PASSWORD=%s\n' "$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
    printf 'PUBLIC_URL=http://127.0.0.1:%s\nPORT=%s\n' "$port" "$port"
  } >"$env_file"
  "${compose[@]}" --project-name "$project" --env-file "$env_file" up --detach --build
  health=$(healthy_at "http://127.0.0.1:$port") || {
    "${compose[@]}" --project-name "$project" --env-file "$env_file" logs | tail -n 60
    fail "compose's site did not answer /api/health within 3 minutes"
  }
  printf '/api/health: %s\n' "$health"
  [[ "$health" == *'"db":"postgres"'* ]] || fail "expected PostgreSQL, got $health"
fi

printf 'PASSED: the container test\n'
