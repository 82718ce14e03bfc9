#!/usr/bin/env bash
# Regenerates Sources/ReelWorkbench/Config/DefaultMachine.swift from Configs/default.json,
# so that the built-in default machine is exactly the shipped file (a test checks this).
set -euo pipefail
cd "$(dirname "$0")/.."
{
  echo '/// The built-in default machine, compiled into the binary and used when no config is given.'
  echo '///'
  echo '/// These are exactly the bytes of `Configs/default.json` (regenerate with'
  echo '/// `Scripts/embed-default.sh`); a test keeps the two identical.'
  echo 'enum DefaultMachine {'
  echo '  static let json = #"""'
  sed 's/^/    /' Configs/default.json
  echo ''
  echo '    """#'
  echo '}'
} > Sources/ReelWorkbench/Config/DefaultMachine.swift
