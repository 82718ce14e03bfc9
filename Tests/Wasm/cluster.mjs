// Plays cluster-pays cascade chains in the WebAssembly model for WasmBitIdentityTests: reads
// the cases (JSON: { spec, paytable, tumble, cases: [{ stops, startTick, spinSeed, ticks }] },
// `paytable` and `tumble` the config's own blocks) and writes, per case, four blocks, each its
// length then its numbers (little-endian Float64s): the chain's motion record, its clusters'
// record, what `clusters()` reads back (per step the grid's symbol codes, then per win its pay,
// multiplier and cells), and the cells at each tick. Bad inputs' messages go to stdout.
//
//   node Tests/Wasm/cluster.mjs reelkit.wasm cases.json records.bin
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const { spec, paytable, tumble, cases } = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const machine = kit.load(spec);
const grid = kit.cluster(machine, paytable, tumble);
const chunks = [];
const push = (values) => chunks.push(Float64Array.of(values.length), Float64Array.from(values));
for (const { stops, startTick, spinSeed, ticks } of cases) {
  const chain = grid.play({ stops, startTick, spinSeed });
  push(chain.record());
  push(chain.clusterRecord());
  const read = chain.clusters();
  const back = [read.win, read.uncappedWin, read.capped ? 1 : 0, read.grids.length];
  for (const step of read.grids) {
    back.push(...step.cells.map((name) => grid.symbols.indexOf(name)), step.wins.length);
    for (const win of step.wins) back.push(win.pay, win.multiplier, win.cells.length, ...win.cells);
  }
  push(back);
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

const stops = cases[0].stops;
const attempts = [
  () => kit.cluster(machine, { ...paytable, minimumCluster: 1 }, tumble),
  () => kit.cluster(machine, { ...paytable, clusterPays: [{ ...paytable.clusterPays[0], symbol: paytable.wild }] }, tumble),
  () => kit.cluster(machine, { ...paytable, clusterPays: [paytable.clusterPays[0], paytable.clusterPays[0]] }, tumble),
  () => kit.cluster(machine, { ...paytable, fill: [{ symbol: paytable.clusterPays[0].symbol, weight: 0 }] }, tumble),
  () => kit.cluster(machine, { ...paytable, maxWin: 0 }, tumble),
  () => kit.cluster(machine, { ...paytable, cellMultiplierCap: 1 }, tumble),
  () => kit.cluster(machine, paytable, { ...tumble, gravity: 0 }),
  () => grid.play({ stops: [0] }),
  () => grid.play({ stops: stops.map(() => 100000) }),
  () => grid.play({ stops, startTick: -1 }),
  () => new (grid.play({ stops }).constructor)(kit, 9999, grid.symbols).clusters(),
];
for (const attempt of attempts) {
  try {
    attempt();
    console.log("accepted");
  } catch (error) {
    console.log(error.constructor.name + ": " + error.message);
  }
}
const again = grid.play({ stops, spinSeed: 1 });
console.log("after: win " + again.clusters().win);
