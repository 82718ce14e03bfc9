// Runs spins in the WebAssembly model for WasmBitIdentityTests: reads the cases
// (JSON: [{ spec, targets, controls }]) and writes, for each case, the record's length and
// the record as little-endian Float64s, so that the test compares every bit.
//
//   node Tests/Wasm/bit-identity.mjs reelkit.wasm cases.json records.bin
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const cases = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const chunks = [];
const machines = new Map();
for (const { spec, targets, controls } of cases) {
  const key = JSON.stringify(spec);
  if (!machines.has(key)) machines.set(key, kit.load(spec));
  const { record } = machines.get(key).spin({ targets, controls, trace: true });
  chunks.push(Float64Array.of(record.length), record);
}
const bytes = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
fs.writeFileSync(outputPath, bytes);
console.log(`${cases.length} spins, ${bytes.length / 8} numbers`);
