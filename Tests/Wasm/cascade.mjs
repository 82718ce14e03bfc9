// Plays variable-row ("Megaways") cascade chains in the WebAssembly model for
// WasmBitIdentityTests: reads the cases (JSON: { spec, rowWeights, topDrum, weights, paytable,
// rows, tumble, cases: [{ seed, startTick, inFreeSpins, cascadesBefore, ticks }] }, `tumble`
// the config's block) and writes, per case, four blocks, each its length then its numbers
// (little-endian Float64s): the outcome drawn from the seed (rows, stops, top stop), the
// chain's motion record, its rows' record, and the cells at each tick. Bad inputs' messages
// go to stdout, one a line.
//
//   node Tests/Wasm/cascade.mjs reelkit.wasm cases.json records.bin
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const input = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const { tumble, cases } = input;
const machine = kit.load(input.spec).setRows({ rowWeights: input.rowWeights, topDrum: input.topDrum });
const drums = input.spec.drums.length;
const pays = kit.pays(input.paytable, drums, input.rows);
const chunks = [];
const push = (values) => chunks.push(Float64Array.of(values.length), Float64Array.from(values));
for (const { seed, startTick, inFreeSpins, cascadesBefore, ticks } of cases) {
  const outcome = machine.randomSpin(seed, input.weights);
  push([...outcome.rows, ...outcome.stops, outcome.topStop ?? -1]);
  const chain = kit.cascade(machine, pays, { outcome, startTick, tumble, inFreeSpins, cascadesBefore });
  push(chain.record());
  const rows = chain.rows();
  push([...rows.rows.map((r) => r ?? -1), ...rows.stops, rows.topStop ?? -1, rows.topDrum ?? -1,
    ...rows.symbolHeights, ...rows.multipliers]);
  chain.summary();
  const cells = [];
  for (const tick of ticks) {
    for (const c of chain.cells(tick)) {
      cells.push(c.drum, c.row, c.stripIndex, c.sample.tick,
        ["waiting", "falling", "bouncing", "resting"].indexOf(c.sample.phase), c.sample.position,
        c.sample.velocity, c.sample.acceleration);
    }
  }
  push(cells);
  chain.free();
}
fs.writeFileSync(outputPath, Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))));

const outcome = machine.randomSpin(1, input.weights);
const plain = kit.load(input.spec);
const attempts = [
  () => kit.cascade(machine, pays, { outcome: { ...outcome, stops: [0] }, tumble }),
  () => kit.cascade(machine, pays, { outcome: { ...outcome, rows: outcome.rows.map(() => 99) }, tumble }),
  () => kit.cascade(machine, kit.pays(input.paytable, drums, input.rows - 1), { outcome, tumble }),
  () => kit.cascade(machine, pays, { outcome, tumble: { ...tumble, gravity: 0 } }),
  () => kit.cascade(machine, pays, { outcome, tumble: { ...tumble, maxTumbles: 0 } }),
  () => kit.cascade(machine, pays, { outcome, tumble: { ...tumble, multiplier: { ...tumble.multiplier, cap: 0 } } }),
  () => kit.cascade(machine, pays, { outcome, startTick: -1, tumble }),
  () => kit.cascade(plain, pays, { outcome, tumble }),
];
for (const attempt of attempts) {
  try {
    attempt();
    console.log("accepted");
  } catch (error) {
    console.log(error.constructor.name + ": " + error.message);
  }
}
const again = kit.cascade(machine, pays, { outcome, tumble });
console.log("after: totalPay " + again.summary().totalPay);
