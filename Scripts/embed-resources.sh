#!/usr/bin/env bash
# Regenerates the Swift files that compile the shipped resources into the binary, so that
# the built-in default machine is exactly Configs/default.json and the built-in chart
# templates are exactly Plots/*.gp (tests check both, byte for byte).
set -euo pipefail
cd "$(dirname "$0")/.."

# Prints `  static let NAME = #"""` + FILE indented + `"""#`.
literal() {
  local name=$1 file=$2
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
