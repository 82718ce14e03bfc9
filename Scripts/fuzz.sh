#!/usr/bin/env bash
# Fuzzes one of reelsim's decoders with libFuzzer.
#
#   Scripts/fuzz.sh TARGET [SECONDS] [extra libFuzzer flags...]   (default 60 s; 0: no limit)
#
# TARGET is one of:
#   config     machine configs: load, validate, spin, pay (Fuzz/ConfigFuzzer.swift)
#   controls   controls files: load, check, spin on a small machine (Fuzz/ControlsFuzzer.swift)
#   history    history lines: decode, replay on a small machine (Fuzz/HistoryFuzzer.swift)
#   suite      regression suites: load, expand the spins (Fuzz/SuiteFuzzer.swift)
#   tuning     tuning specs: load, build candidates (Fuzz/TuningFuzzer.swift)
#   snapshot   snapshots: read as `resume` reads them, resume (Fuzz/SnapshotFuzzer.swift)
#   shard      Monte Carlo shard files: read as `par --merge` reads them, merge, estimate
#              (Fuzz/ShardFuzzer.swift)
#
# Builds ReelKit and the parts of ReelWorkbench the target needs together with its entry file
# into one instrumented binary (swiftc -sanitize=fuzzer,address), seeds the corpus, and runs
# for the given time (`-runs=N` among the flags stops after N inputs). Crashes land in
# .build-fuzz/TARGET/crashes/.
#
#   Scripts/fuzz.sh controls 0 -runs=1000000
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh config|controls|history|suite|tuning|snapshot|shard [SECONDS] [flags...]}
seconds=${2:-60}
shift $(($# < 2 ? $# : 2))

# The decoding code every target needs; the targets that run what they decode on a machine
# of their own take the whole workbench but charts (gnuplot needs Subprocess).
config_sources="Sources/ReelWorkbench/JSON/*.swift Sources/ReelWorkbench/Config/*.swift
  Sources/ReelWorkbench/Digest/*.swift Sources/ReelWorkbench/Export/NumberFormat.swift"
workbench_sources=$(find Sources/ReelWorkbench -name '*.swift' ! -path '*/Plot/*' | sort)
case "$target" in
  config) entry=Fuzz/ConfigFuzzer.swift sources=$config_sources seeds="Configs/*.json" ;;
  controls) entry=Fuzz/ControlsFuzzer.swift sources=$workbench_sources seeds="Fuzz/Seeds/controls/*" ;;
  history) entry=Fuzz/HistoryFuzzer.swift sources=$workbench_sources seeds="Fuzz/Seeds/history/*" ;;
  suite) entry=Fuzz/SuiteFuzzer.swift sources=$workbench_sources seeds="Fuzz/Seeds/suite/*" ;;
  tuning) entry=Fuzz/TuningFuzzer.swift sources=$workbench_sources seeds="Fuzz/Seeds/tuning/*" ;;
  snapshot) entry=Fuzz/SnapshotFuzzer.swift sources=$workbench_sources seeds="Fuzz/Seeds/snapshot/*" ;;
  shard) entry=Fuzz/ShardFuzzer.swift sources=$workbench_sources seeds="Fuzz/Seeds/shard/*" ;;
  *) echo "unknown fuzz target: $target (allowed: config, controls, history, suite, tuning, snapshot, shard)" >&2; exit 64 ;;
esac
[ "$target" = config ] || [ "$target" = snapshot ] || [ "$target" = shard ] || entry="$entry Fuzz/FuzzMachine.swift"

out=.build-fuzz/$target
mkdir -p "$out/src" "$out/corpus" "$out/crashes"

# One module: the model (its modules but the umbrella, Docs/modules.md), the workbench code
# the target needs, and the entry point. The `import ReelKit`, `import ReelMotion`, … lines go,
# since everything is compiled together.
rm -f "$out"/src/*.swift
# shellcheck disable=SC2086  # the source lists are globs and words on purpose
for file in $(find Sources/ReelKitSupport Sources/ReelMotion Sources/ReelMaths -name '*.swift') \
  $sources $entry; do
  sed -E '/^import Reel(Kit|KitSupport|Motion|Maths)$/d' "$file" > "$out/src/$(echo "$file" | tr '/' '_')"
done
# shellcheck disable=SC2086
cp $seeds "$out/corpus/"
# The shipped files the workbench compiles in (`PackageResources`, see Package.swift), as
# SwiftPM generates them.
swift build --target ReelWorkbench >/dev/null
cp "$(swift build --show-bin-path)/ReelWorkbench.build/DerivedSources/embedded_resources.swift" \
  "$out/src/"

swiftc -parse-as-library -package-name reelsim -module-name "${target^}Fuzzer" -sanitize=fuzzer,address -O \
  "$out"/src/*.swift -o "$out/fuzzer"

# Swift's one-time global initialisers (lazy statics, metadata caches) look like leaks to
# LeakSanitizer; everything else AddressSanitizer checks stays on. No input may come from
# the terminal.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$out/fuzzer" "$out/corpus" -max_total_time="$seconds" \
  -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$out/crashes/" -print_final_stats=1 "$@" </dev/null
