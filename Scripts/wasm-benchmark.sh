#!/usr/bin/env bash
# Drum-ticks per second of the WebAssembly model in Node beside the native model (both
# optimised, both spinning the same machine with the trace, one core), and their ratio.
# A measurement to read, not a test.
#
#   Scripts/wasm-benchmark.sh [CONFIG]      (default: the built-in default machine)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/wasm-benchmark
mkdir -p "$out"
Scripts/build-wasm.sh "$out/reelkit.wasm" >/dev/null
# The machine's MachineSpec, from a snapshot at time 0.
swift run -q reelsim simulate ${1:+"$1"} --save-at 0 --snapshot "$out/snapshot.json" >/dev/null
python3 -c 'import json,sys; json.dump(json.load(open(sys.argv[1]))["machine"]["spec"], open(sys.argv[2], "w"))' \
  "$out/snapshot.json" "$out/spec.json"
# The native model as one module named ReelKit: its modules' sources (Docs/modules.md) compiled
# together, their imports of each other removed.
rm -rf "$out/src" && mkdir -p "$out/src"
for file in $(find Sources/ReelKitSupport Sources/ReelMotion Sources/ReelMaths -name '*.swift'); do
  sed -E '/^import Reel(KitSupport|Motion|Maths)$/d' "$file" >"$out/src/$(echo "$file" | tr '/' '_')"
done
swiftc -O -wmo -parse-as-library -package-name reelsim -module-name ReelKit -emit-module \
  -emit-module-path "$out/ReelKit.swiftmodule" -emit-library -static -o "$out/libReelKit.a" \
  "$out"/src/*.swift
swiftc -O -I "$out" -L "$out" -lReelKit -o "$out/native" Benchmarks/Wasm/native.swift
native=$("$out/native" "$out/spec.json")
wasm=$(node Benchmarks/Wasm/wasm.mjs "$out/reelkit.wasm" "$out/spec.json")
python3 -c 'import sys; n, w = int(sys.argv[1]), int(sys.argv[2]); print(f"native   {n:>12,} drum-ticks/s\nwasm     {w:>12,} drum-ticks/s (Node {sys.argv[3]})\nratio    {w / n:.2f} (wasm / native)")' \
  "$native" "$wasm" "$(node --version)"
