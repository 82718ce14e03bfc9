#!/usr/bin/env bash
# Builds the DocC catalogs of ReelKit and ReelWorkbench with the toolchain's `docc` (no
# swift-docc-plugin dependency) and fails on any warning: a symbol link that does not
# resolve, in a catalog or in a doc comment, a parameter without documentation, …
#
#   Scripts/docs.sh        # archives in .build/docs/ReelKit.doccarchive, ReelWorkbench.doccarchive
#
# Preview one with `docc preview Sources/ReelKit/ReelKit.docc --additional-symbol-graph-dir
# .build/docs/symbols/ReelKit`. ReelWorkbench links to ReelKit's symbols as
# ``/ReelKit/SpinRunner`` (the leading slash names another module): they resolve against the
# ReelKit archive, built first with DocC's (experimental) external link support.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
rm -rf "$out"
mkdir -p "$out/symbols/ReelKit" "$out/symbols/ReelWorkbench"

# Symbol graphs of the package's modules (public symbols), from the debug build.
graphs=$(swift package dump-symbol-graph 2>&1 | tee "$out/symbol-graph.log" \
  | sed -n 's/^Files written to //p')
[ -n "$graphs" ] || { cat "$out/symbol-graph.log"; exit 1; }
shopt -s nullglob
# ReelWorkbench.symbols.json, and ReelWorkbench@OTHER.symbols.json for its extensions of
# other modules.
cp "$graphs/ReelWorkbench.symbols.json" "$graphs/ReelWorkbench"@*.symbols.json \
  "$out/symbols/ReelWorkbench/"
# ReelKit is an umbrella (Docs/modules.md): its own graph is empty, and what an app sees after
# `import ReelKit` is ReelParameters', ReelMotion's and ReelMaths' public API. Their graphs are
# documented as one module named ReelKit, by the one catalog Sources/ReelKit/ReelKit.docc.
for module in ReelParameters ReelMotion ReelMaths; do
  python3 -c 'import json, sys
graph = json.load(open(sys.argv[1]))
graph["module"]["name"] = "ReelKit"
json.dump(graph, open(sys.argv[2], "w"))' \
    "$graphs/$module.symbols.json" "$out/symbols/ReelKit/ReelKit-$module.symbols.json"
  for extension in "$graphs/$module"@*.symbols.json; do
    echo "error: $extension: ReelKit's modules may not extend other modules' types" >&2
    exit 1
  done
done

failed=0
# Converts one catalog; prints its diagnostics and fails on a warning or an error.
convert() {
  local module=$1
  shift
  local log="$out/$module.log"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$out/symbols/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$out/$module.doccarchive" \
    --enable-experimental-external-link-support --analyze "$@" >"$log" 2>&1 \
    || { cat "$log"; echo "error: docc convert failed for $module" >&2; failed=1; return; }
  local count
  count=$(grep -cE '^(warning|error):' "$log" || true)
  if [ "$count" -gt 0 ]; then
    cat "$log"
    echo "error: $module: $count DocC warning(s) or error(s)" >&2
    failed=1
  else
    echo "$module: no warnings ($out/$module.doccarchive)"
  fi
}

convert ReelKit
convert ReelWorkbench --dependency "$out/ReelKit.doccarchive"
exit "$failed"
