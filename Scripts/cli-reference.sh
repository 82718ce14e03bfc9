#!/usr/bin/env bash
# Regenerates Docs/cli.md, the command-line reference, from the built reelsim binary: the
# `--help` text of the root command and of every subcommand it lists (recursively), each in
# its own section, exactly as the binary prints it at a terminal width of 100 columns.
#
#   Scripts/cli-reference.sh            # builds reelsim (debug), then writes Docs/cli.md
#   REELSIM=path/to/reelsim Scripts/cli-reference.sh   # uses that binary, no build
#
# Tests/ReelsimEndToEndTests/CLIReferenceTests.swift checks Docs/cli.md against the binary
# the same way, so a changed help text or a new command fails `swift test` until this script
# is run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# ArgumentParser wraps help to $COLUMNS when it is set, else to the terminal's width (80
# when stdout is not a terminal): fix it so the reference does not depend on the terminal.
export COLUMNS=100

binary=${REELSIM:-}
if [ -z "$binary" ]; then
  swift build --product reelsim >&2
  binary="$(swift build --show-bin-path)/reelsim"
fi

# The subcommand names listed under SUBCOMMANDS: in `reelsim help COMMAND…`.
subcommands() {
  "$binary" help "$@" | awk '
    /^SUBCOMMANDS:/ { listing = 1; next }
    listing && /^$/ { exit }
    listing && /^  [^ ]/ { print $1 }'
}

# Prints one section per command: its heading and its help in a fenced block, then recurses.
section() {
  local help
  help="$("$binary" "$@" --help)" # $(…) drops the trailing newlines
  printf '\n## reelsim%s\n\n```text\n%s\n```\n' "${*:+ $*}" "$help"
  local name
  for name in $(subcommands "$@"); do
    section "$@" "$name"
  done
}

output=Docs/cli.md
temporary="$(mktemp "$output.XXXXXX")"
trap 'rm -f "$temporary"' EXIT
{
  cat <<'EOF'
# Command-line reference

Every command of `reelsim` with its `--help` text, exactly as the tool prints it (at a terminal
width of 100 columns; `COLUMNS` sets the width). The guides in this folder explain each
command with examples; the exit codes are listed in the README's
[exit codes](../README.md#exit-codes) table.

This file is generated: after changing a command's options or help, run
`Scripts/cli-reference.sh`. A test (`CLIReferenceTests`) fails when this file and the
built tool disagree, or when a command has no section here.
EOF
  section
} >"$temporary"
mv "$temporary" "$output"
echo "wrote $output" >&2
