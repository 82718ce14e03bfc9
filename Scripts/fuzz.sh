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
#              `reelsim` writes (`swift build` first) of small machines of every profile and
#              strategy, with and without spin controls, at several times.
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
    # Small machines (one or two drums, five-symbol strips, 20 Hz) keep each input a few KB,
    # so that a million inputs take minutes; every profile and strategy, with and without
    # controls, at several times.
    for motion in '"profile": "cubic", "strategy": "wait"' '"profile": "back", "strategy": "stretch", "overshoot": 20' \
      '"profile": "linear", "strategy": "solve"' '"profile": "classic"'; do
      name=$(echo "$motion" | tr -dc 'a-z')
      cat > "$seeds/$name.json" <<CONFIG
{"name": "$name", "symbols": ["A", "B", "C"],
 "motion": {$motion, "windBackDistance": 10, "firstStop": 0.6, "stopInterval": 0.3},
 "drums": [{"strip": ["A", "B", "C", "A", "B"]}, {"strip": ["C", "B", "A", "C", "B"]}],
 "simulation": {"timeStep": 0.05, "maxDuration": 6}}
CONFIG
      for at in 0 0.2 0.7 1.2 6; do
        "$reelsim" simulate "$seeds/$name.json" --save-at "$at" \
          --snapshot "$out/corpus/$name-$at.json" > /dev/null || true
      done
      "$reelsim" simulate "$seeds/$name.json" --save-at 0.5 --slam-at 0.1 --slam-drums 1 \
        --result-at 0.4 --snapshot "$out/corpus/$name-slam.json" > /dev/null || true
      "$reelsim" simulate "$seeds/$name.json" --save-at 0.9 --press 0.7,- --quicken-at 0.3 \
        --anticipate A:1:0.5:0.3:300 --snapshot "$out/corpus/$name-press.json" > /dev/null || true
    done
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
