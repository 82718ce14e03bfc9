#!/usr/bin/env bash
# Regenerates the published JSON Schemas, Configs/schema/{config,tuning,suite}.schema.json,
# from the one description of each file format (the `keys` of the config types, the shapes
# of the tuning spec and the suite), as `reelsim schema KIND` prints them.
#
#   Scripts/schema.sh                        # builds reelsim (debug), then writes the files
#   REELSIM=path/to/reelsim Scripts/schema.sh   # uses that binary, no build
#
# The files are committed so that editors can point at them; SchemaFileTests fails until
# they are the generated text byte for byte, and tells to run this script. Each file is
# written to a temporary name beside it and renamed, so an interrupted run leaves the old one.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${REELSIM:-}
if [ -z "$binary" ]; then
  swift build --product reelsim >&2
  binary="$(swift build --show-bin-path)/reelsim"
fi

for kind in config tuning suite; do
  file="Configs/schema/$kind.schema.json"
  temporary="$file.tmp.$$"
  trap 'rm -f "$temporary"' EXIT
  "$binary" schema "$kind" >"$temporary"
  mv "$temporary" "$file"
  echo "wrote $file" >&2
done
