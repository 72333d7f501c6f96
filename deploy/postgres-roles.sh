#!/bin/sh
# The PostgreSQL roles of docs/deploy.md ("PostgreSQL roles") for compose.yaml's database: the
# official image runs this once, as its superuser, when it starts on an empty volume.
set -eu
psql --set=ON_ERROR_STOP=1 --username="$POSTGRES_USER" --dbname=postgres \
  --set=owner_password="$KIGALI_OWNER_PASSWORD" --set=app_password="$KIGALI_APP_PASSWORD" <<'SQL'
CREATE ROLE kigali_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE kigali_app LOGIN PASSWORD :'app_password';
CREATE DATABASE kigali_estates OWNER kigali_owner;
SQL
