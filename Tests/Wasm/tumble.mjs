// Plays tumble chains in the WebAssembly model for WasmBitIdentityTests: reads the cases
// (JSON: { spec, paytable, drums, rows, tumble, cases: [{ stops, startTick, ticks }] }) and
// writes, per case, the chain's record and then the cells at each tick, each as its length and
// the numbers (little-endian Float64s). Bad inputs' messages go to stdout, one a line.
//
//   node Tests/Wasm/tumble.mjs reelkit.wasm cases.json records.bin
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const { spec, paytable, drums, rows, tumble, cases } = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const machine = kit.load(spec);
const pays = kit.pays(paytable, drums, rows);
const chunks = [];
const push = (record) => chunks.push(Float64Array.of(record.length), record);
for (const { stops, startTick, ticks } of cases) {
  const chain = kit.tumble(machine, pays, { stops, startTick, tumble });
  push(chain.record());
  chain.summary();
  for (const tick of ticks) {
    const cells = chain.cells(tick);
    push(Float64Array.from(cells.flatMap((c) => [c.drum, c.row, c.stripIndex, c.sample.tick,
      ["waiting", "falling", "bouncing", "resting"].indexOf(c.sample.phase), c.sample.position,
      c.sample.velocity, c.sample.acceleration])));
  }
  chain.free();
}
const bytes = Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
fs.writeFileSync(outputPath, bytes);

const stops = cases[0].stops;
const attempts = [
  () => kit.tumble(machine, pays, { stops, tumble: { ...tumble, gravity: 0 } }),
  () => kit.tumble(machine, pays, { stops, tumble: { ...tumble, maxTumbles: 0.5 } }),
  () => kit.tumble(machine, pays, { stops: [0], tumble }),
  () => kit.tumble(machine, pays, { stops: stops.map(() => 100000), tumble }),
  () => kit.tumble(machine, pays, { stops, startTick: -1, tumble }),
  () => kit.tumble(machine, kit.pays(paytable, drums, rows + 1), { stops, tumble }),
  () => kit.tumble(machine, pays, { stops, tumble }).cells(-5),
];
for (const attempt of attempts) {
  try {
    attempt();
    console.log("accepted");
  } catch (error) {
    console.log(error.constructor.name + ": " + error.message);
  }
}
