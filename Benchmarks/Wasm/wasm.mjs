// WebAssembly side of Scripts/wasm-benchmark.sh: the same spins as native.swift in Node,
// through reelkit.mjs (the record copied out of the module included); prints drum-ticks/s.
//
//   node Benchmarks/Wasm/wasm.mjs reelkit.wasm SPEC.json
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, specPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const machine = kit.load(JSON.parse(fs.readFileSync(specPath, "utf8")));
let ticks = 0;
let seed = 1;
const start = performance.now();
while (performance.now() - start < 2000) {
  const spin = machine.spin({ seed, trace: true });
  ticks += spin.traces.reduce((sum, trace) => sum + trace.count, 0);
  seed += 1;
}
console.log(Math.round(ticks / ((performance.now() - start) / 1000)));
