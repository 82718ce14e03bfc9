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

{
  echo '/// The studio page, compiled into the binary: exactly the bytes of `Studio/*` (regenerate'
  echo '/// with `Scripts/embed-resources.sh`); a test keeps them identical.'
  echo 'enum StudioAssets {'
  literal html Studio/index.html
  echo ''
  literal css Studio/studio.css
  echo ''
  literal javascript Studio/studio.js
  echo ''
  echo '  /// The file served at `path`, if any: `/` (or `/index.html`), `/studio.css`, `/studio.js`.'
  echo '  static func file(at path: String) -> (text: String, contentType: String)? {'
  echo '    switch path {'
  echo '    case "/", "/index.html": (html, "text/html; charset=utf-8")'
  echo '    case "/studio.css": (css, "text/css; charset=utf-8")'
  echo '    case "/studio.js": (javascript, "text/javascript; charset=utf-8")'
  echo '    default: nil'
  echo '    }'
  echo '  }'
  echo '}'
} > Sources/ReelWorkbench/Studio/StudioAssets.swift
