#!/usr/bin/env bash
# Regenerates the Swift files that compile the shipped resources into the binary, so that
# the built-in default machine is exactly Configs/default.json, the built-in chart
# templates are exactly Plots/*.gp and the published JSON Schemas are exactly
# Configs/schema/*.schema.json (tests check all of them, byte for byte).
set -euo pipefail
cd "$(dirname "$0")/.."

# Prints `  static let NAME = #"""` + FILE indented + `"""#`.
literal() {
  local name=$1 file=$2
  if grep -qF -e '"""#' -e '\#' "$file"; then
    echo "error: $file contains \"\"\"# or \\#, which would end or escape the raw string" >&2
    exit 1
  fi
  echo "  static let $name = #\"\"\""
  sed 's/^/    /' "$file" | sed 's/^    $//'
  echo ''
  echo '    """#'
}

{
  echo '/// The built-in default machine, compiled into the binary and used when no config is given.'
  echo '///'
  echo '/// These are exactly the bytes of `Configs/default.json` (regenerate with'
  echo '/// `Scripts/embed-resources.sh`); a test keeps the two identical.'
  echo 'enum DefaultMachine {'
  literal json Configs/default.json
  echo '}'
} > Sources/ReelWorkbench/Config/DefaultMachine.swift

{
  echo '/// The chart templates, compiled into the binary: exactly the bytes of `Plots/*.gp`'
  echo '/// (regenerate with `Scripts/embed-resources.sh`); a test keeps them identical.'
  echo 'enum BuiltInTemplates {'
  literal style Plots/style.gp
  echo ''
  literal velocity Plots/velocity.gp
  echo ''
  literal offsetVelocity Plots/offset-velocity.gp
  echo ''
  literal offset Plots/offset.gp
  echo ''
  literal acceleration Plots/acceleration.gp
  echo '}'
} > Sources/ReelWorkbench/Plot/BuiltInTemplates.swift

mkdir -p Sources/ReelWorkbench/Schema
{
  echo '/// The published JSON Schemas, compiled into the binary: exactly the bytes of'
  echo '/// `Configs/schema/*.schema.json` (regenerate with `Scripts/embed-resources.sh`); a test'
  echo '/// keeps them identical.'
  echo 'enum BuiltInSchemas {'
  literal config Configs/schema/config.schema.json
  echo ''
  literal tuning Configs/schema/tuning.schema.json
  echo ''
  literal suite Configs/schema/suite.schema.json
  echo '}'
} > Sources/ReelWorkbench/Schema/BuiltInSchemas.swift

# `studio-charts.js` → `studioChartsJs`: a Swift name for a file.
identifier() {
  echo "$1" | awk -F'[^a-zA-Z0-9]+' '{ out = $1; for (i = 2; i <= NF; i++) out = out toupper(substr($i, 1, 1)) substr($i, 2); print out }'
}

{
  echo '/// The studio page, compiled into the binary: exactly the bytes of every file in `Studio/`'
  echo '/// (regenerate with `Scripts/embed-resources.sh`); a test keeps them identical.'
  echo 'enum StudioAssets {'
  echo '  /// The file served at `path` (`/` is `/index.html`), with its content type.'
  echo '  static func file(at path: String) -> (text: String, contentType: String)? {'
  echo '    files[path == "/" ? "/index.html" : path]'
  echo '  }'
  echo ''
  echo '  /// Every file, by the path it is served at.'
  echo '  static let files: [String: (text: String, contentType: String)] = ['
  for file in Studio/*; do
    name=$(basename "$file")
    case "$name" in
      *.html) type="text/html; charset=utf-8" ;;
      *.css) type="text/css; charset=utf-8" ;;
      *.js) type="text/javascript; charset=utf-8" ;;
      *) echo "error: $file: only .html, .css and .js files are served" >&2; exit 1 ;;
    esac
    echo "    \"/$name\": ($(identifier "$name"), \"$type\"),"
  done
  echo '  ]'
  for file in Studio/*; do
    echo ''
    literal "$(identifier "$(basename "$file")")" "$file"
  done
  echo '}'
} > Sources/ReelWorkbench/Studio/StudioAssets.swift
