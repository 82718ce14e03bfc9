#!/usr/bin/env bash
# Fuzzes config decoding and validation with libFuzzer: `Scripts/fuzz.sh config`.
#
#   Scripts/fuzz-config.sh [SECONDS] [extra libFuzzer flags...]   (default 60 s)
exec "$(dirname "$0")/fuzz.sh" config "$@"
