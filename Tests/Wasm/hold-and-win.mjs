// Plays hold-and-win rounds in the WebAssembly model for WasmBitIdentityTests: reads the cases
// (JSON: { reels, cases: [{ held, seed, spinSeed, frames }], bad: [...] }) and writes, per
// case, the round's record and then each frame's record, each as its length and the numbers
// (little-endian Float64s), so that the test compares every bit. Bad inputs' messages go to
// stdout, one a line.
//
//   node Tests/Wasm/hold-and-win.mjs reelkit.wasm cases.json records.bin
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const { reels, cases } = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const feature = kit.holdAndWin(reels);
const chunks = [];
const push = (record) => chunks.push(Float64Array.of(record.length), record);
for (const { held, seed, spinSeed, frames } of cases) {
  const round = feature.play({ held, seed, spinSeed, trace: true });
  push(round.record());
  round.summary(); // the reader walks the whole record
  for (const time of frames) push(round.frame(time).record);
  round.free();
}
const bytes = Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
fs.writeFileSync(outputPath, bytes);

// Bad input: each a one-line ReelKitError, never a trap; the module still works after them.
const cells = reels.machine.cells;
const attempts = [
  () => kit.holdAndWin({ ...reels, feature: { ...reels.feature, respins: 0 } }),
  () => kit.holdAndWin({ ...reels, feature: { ...reels.feature, respins: 101 } }),
  () => kit.holdAndWin({ ...reels, feature: { ...reels.feature, prizes: reels.feature.prizes.map((p) => ({ ...p, weight: 0 })) } }),
  () => kit.holdAndWin({ ...reels, feature: { ...reels.feature, trigger: cells + 1 } }),
  () => kit.holdAndWin({ ...reels, cellStrip: { weights: [1, 2] } }),
  () => kit.holdAndWin({ ...reels, machine: { ...reels.machine, timing: { ...reels.machine.timing, respinPause: -1 } } }),
  () => feature.play({ held: [1, 1], seed: 1 }),
  () => feature.play({ held: Array(cells).fill(0), seed: 1 }),
  () => feature.play({ held: Array(cells).fill(2), seed: 1 }),
  () => { const r = feature.play({ held: Array(cells).fill(1), seed: 1 }); r.frame(1); r.frame(0.5); },
  () => { const r = feature.play({ held: Array(cells).fill(1), seed: 1 }); r.frame(NaN); },
];
for (const attempt of attempts) {
  try {
    attempt();
    console.log("accepted");
  } catch (error) {
    console.log(error.constructor.name + ": " + error.message);
  }
}
const again = feature.play({ held: Array(cells).fill(1), seed: 1 });
console.log("after: award " + again.summary().award);
