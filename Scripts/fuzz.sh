#!/usr/bin/env bash
# Fuzzes one of reelsim's decoders with libFuzzer.
#
#   Scripts/fuzz.sh TARGET [SECONDS] [extra libFuzzer flags...]   (default 60 s)
#
# Targets:
#   config     Fuzz/ConfigFuzzer.swift: machine configs are loaded, validated, spun and paid;
#              the corpus starts from Configs/*.json.
#   snapshot   Fuzz/SnapshotFuzzer.swift: snapshots are read as `reelsim resume` reads them
#              and resumed when they pass; the corpus starts from snapshots that the built
#              `reelsim` writes (`swift build` first) of the shipped machines at 20 Hz, with
#              and without spin controls, at several times.
#
# Builds ReelKit and the parts of ReelWorkbench the target needs together with its entry
# point into one instrumented binary (swiftc -sanitize=fuzzer,address), seeds the corpus and
# runs for the given time (pass -runs=N to stop after N inputs instead). Crashes land in
# .build-fuzz/TARGET/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh config|snapshot [SECONDS] [libFuzzer flags...]}
shift
seconds=${1:-60}
shift || true

workbench="Sources/ReelWorkbench/JSON/*.swift Sources/ReelWorkbench/Config/*.swift
  Sources/ReelWorkbench/Digest/*.swift Sources/ReelWorkbench/Export/NumberFormat.swift"
case "$target" in
  config)
    module=ConfigFuzzer
    ;;
  snapshot)
    module=SnapshotFuzzer
    workbench="$workbench Sources/ReelWorkbench/Snapshot/*.swift
      Sources/ReelWorkbench/Simulation/*.swift Sources/ReelWorkbench/Export/SpinSummary*.swift"
    ;;
  *)
    echo "error: unknown fuzz target '$target' (allowed: config, snapshot)" >&2
    exit 64
    ;;
esac

out=.build-fuzz/$target
mkdir -p "$out/src" "$out/corpus" "$out/crashes"

# Seeds for the corpus.
case "$target" in
  config)
    cp Configs/*.json "$out/corpus/"
    ;;
  snapshot)
    reelsim=.build/debug/reelsim
    [ -x "$reelsim" ] || swift build --product reelsim
    seeds=$out/seed-configs
    mkdir -p "$seeds"
    for config in default classic turbo video-5reel; do
      # 20 Hz instead of 240 Hz: the same states with traces a twelfth as long.
      sed 's/"timeStep": 0.004166666666666667/"timeStep": 0.05/' "Configs/$config.json" \
        > "$seeds/$config.json"
      for at in 0 1.2 3; do
        "$reelsim" simulate "$seeds/$config.json" --save-at "$at" \
          --snapshot "$out/corpus/$config-$at.json" > /dev/null
      done
    done
    "$reelsim" simulate "$seeds/default.json" --save-at 0.5 --slam-at 0.1 \
      --slam-drums 1 --snapshot "$out/corpus/default-slam.json" > /dev/null
    "$reelsim" simulate "$seeds/default.json" --save-at 1.2 --result-at 1.1 \
      --quicken-at 0.5 --snapshot "$out/corpus/default-late.json" > /dev/null
    "$reelsim" simulate "$seeds/default.json" --save-at 1.5 --press 1.0,-,1.4 \
      --anticipate BAR:1:0.8:0.3:700 --snapshot "$out/corpus/default-press.json" > /dev/null
    ;;
esac

# One module: the model, the workbench code the target needs, and the entry point. The
# `import ReelKit` lines go, since everything is compiled together.
rm -f "$out"/src/*.swift
# shellcheck disable=SC2086  # the globs in $workbench expand here
for file in $(find Sources/ReelKit -name '*.swift') $workbench "Fuzz/$module.swift"; do
  sed '/^import ReelKit$/d' "$file" > "$out/src/$(echo "$file" | tr '/' '_')"
done

swiftc -parse-as-library -module-name "$module" -sanitize=fuzzer,address -O \
  "$out"/src/*.swift -o "$out/$target-fuzzer"

# Swift's one-time global initialisers (lazy statics, metadata caches) look like leaks to
# LeakSanitizer; everything else AddressSanitizer checks stays on.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$out/$target-fuzzer" "$out/corpus" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$out/crashes/" -print_final_stats=1 "$@"
