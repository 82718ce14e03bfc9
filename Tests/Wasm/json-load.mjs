// Loads machines from their JSON text inside the WebAssembly module for WasmJSONLoadTests
// (`kit.loadJSON`, `rk_machine_load_json`): reads the cases (JSON: [{ text, targets }]),
// spins each machine to its targets with its trace, and writes each spin's record as the hex
// of every Float64's bits, or the module's one-line error for a text it refuses.
//
//   node Tests/Wasm/json-load.mjs reelkit.wasm cases.json results.json
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const view = new DataView(new ArrayBuffer(8));
const bits = (x) => { view.setFloat64(0, x); return view.getBigUint64(0).toString(16).padStart(16, "0"); };
const results = JSON.parse(fs.readFileSync(casesPath, "utf8")).map(({ text, targets }) => {
  let machine;
  try {
    machine = kit.loadJSON(text);
  } catch (e) {
    return { error: String(e.message || e) };
  }
  const count = kit.call(
    (t) => kit.wasm.rk_spin(machine.handle, t.pointer, t.count, 0, 0, 0, 0, 1),
    Int32Array.from(targets));
  const record = Array.from(kit.output(count), bits);
  machine.free();
  return { record };
});
fs.writeFileSync(outputPath, JSON.stringify(results));
