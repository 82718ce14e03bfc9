#!/usr/bin/env bash
# Fuzzes config decoding and validation with libFuzzer.
#
#   Scripts/fuzz-config.sh [SECONDS] [extra libFuzzer flags...]   (default 60 s)
#
# Builds ReelKit and the config half of ReelWorkbench together with Fuzz/ConfigFuzzer.swift
# into one instrumented binary (swiftc -sanitize=fuzzer,address), seeds the corpus with the
# example configs, and runs for the given time. Crashes land in .build-fuzz/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
out=.build-fuzz
mkdir -p "$out/src" "$out/corpus" "$out/crashes"

# One module: the model, the JSON and config code it needs, and the entry point. The
# `import ReelKit` lines go, since everything is compiled together.
rm -f "$out"/src/*.swift
for file in $(find Sources/ReelKit -name '*.swift') \
  Sources/ReelWorkbench/JSON/*.swift Sources/ReelWorkbench/Config/*.swift \
  Sources/ReelWorkbench/Digest/*.swift Sources/ReelWorkbench/Export/NumberFormat.swift \
  Fuzz/ConfigFuzzer.swift; do
  sed '/^import ReelKit$/d' "$file" > "$out/src/$(echo "$file" | tr '/' '_')"
done
cp Configs/*.json "$out/corpus/"

swiftc -parse-as-library -module-name ConfigFuzzer -sanitize=fuzzer,address -O \
  "$out"/src/*.swift -o "$out/config-fuzzer"

# Swift's one-time global initialisers (lazy statics, metadata caches) look like leaks to
# LeakSanitizer; everything else AddressSanitizer checks stays on.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$out/config-fuzzer" "$out/corpus" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=4096 -artifact_prefix="$out/crashes/" -print_final_stats=1 "$@"
