// Plans wild motions in the WebAssembly model for WasmBitIdentityTests: reads the cases
// (JSON: { timeStep, drums, rows, cases: [{ timing, steps, ticks }] }) and writes, per case,
// the motion's record and then the sample at each tick, each as its length and the numbers
// (little-endian Float64s). Bad inputs' messages go to stdout, one a line.
//
//   node Tests/Wasm/wild-motion.mjs reelkit.wasm cases.json records.bin
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const { timeStep, drums, rows, cases } = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const chunks = [];
const push = (record) => chunks.push(Float64Array.of(record.length), record);
for (const { timing, steps, ticks } of cases) {
  const motion = kit.wildMotion({ drums, rows, timeStep, timing, steps });
  push(motion.record());
  motion.summary();
  for (const tick of ticks) {
    push(motion.sampleRecord(tick));
    motion.sample(tick);
  }
  motion.free();
}
const bytes = Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
fs.writeFileSync(outputPath, bytes);

const { timing, steps } = cases[0];
const attempts = [
  () => kit.wildMotion({ drums: 0, rows, timeStep, timing, steps }),
  () => kit.wildMotion({ drums, rows: 31, timeStep, timing, steps }),
  () => kit.wildMotion({ drums, rows, timeStep, timing: { ...timing, growTicks: 0 }, steps }),
  () => kit.wildMotion({ drums, rows, timeStep, timing, steps: [{ ...steps[0], kind: "bonus" }] }),
  () => kit.wildMotion({ drums, rows, timeStep, timing, steps: [{ ...steps[0], expanded: [2, 1] }] }),
  () => kit.wildMotion({ drums, rows, timeStep, timing, steps: [{ ...steps[0], held: [1 << rows] }] }),
  () => kit.wildMotion({ drums, rows, timeStep, timing, steps }).sample(-5),
];
for (const attempt of attempts) {
  try {
    attempt();
    console.log("accepted");
  } catch (error) {
    console.log(error.constructor.name + ": " + error.message);
  }
}
