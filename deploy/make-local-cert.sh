#!/bin/sh
# A self-signed certificate for trying deploy/nginx on this machine (https://localhost). Browsers
# will warn; never use it for a real site (use Let's Encrypt: certbot certonly --webroot ...).
# Usage: deploy/make-local-cert.sh [DIR] [NAME]   (default ./.data/tls, localhost)
set -eu
dir=${1:-.data/tls}
name=${2:-localhost}
mkdir -p "$dir"
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=$name" \
  -addext "subjectAltName=DNS:$name,IP:127.0.0.1" \
  -keyout "$dir/privkey.pem" -out "$dir/fullchain.pem" 2>/dev/null
chmod 600 "$dir/privkey.pem"
echo "$dir/fullchain.pem and $dir/privkey.pem (CN=$name, 30 days)"
