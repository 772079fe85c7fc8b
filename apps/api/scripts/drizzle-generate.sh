#!/usr/bin/env bash
# Generates SQL migrations from src/db/schema/*.ts. npm installs drizzle-orm under apps/api/node_modules while
# drizzle-kit sits at the root, and drizzle-kit's import("drizzle-orm") cannot see it from there: run drizzle-kit
# through a symlink beside drizzle-orm with symlinks preserved so both resolve. Usage: scripts/drizzle-generate.sh --name <name>
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(cd ../.. && pwd)
kit="$root/node_modules/drizzle-kit"
if [ -d node_modules/drizzle-orm ] && [ ! -e node_modules/drizzle-kit ]; then ln -s "$kit" node_modules/drizzle-kit; fi
bin=node_modules/drizzle-kit/bin.cjs
[ -e "$bin" ] || bin="$kit/bin.cjs"
exec flock /tmp/termtap-drizzle.lock node --preserve-symlinks --preserve-symlinks-main "$bin" generate "$@"
