// Spins a variable-row ("Megaways") machine in the WebAssembly model for
// WasmBitIdentityTests: reads the cases (JSON: { spec, rowWeights, topDrum, weights, cases:
// [{ seed?, rows?, previousRows, startIndex, controls?, frames? }] }) and writes, for each
// case, three blocks, each its length then its numbers as little-endian Float64s: the draw
// (rows, stops, top stop: `randomSpin(seed)` when the case has a seed, else the case's rows
// and no draw), the spin record, and the cells of the frame loop (`run.cells(t)` at every
// time of `frames`, one after the other; empty without frames).
//
//   node Tests/Wasm/variable-rows.mjs reelkit.wasm cases.json records.bin
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const input = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const chunks = [];
const bases = new Map();
const block = (values) => chunks.push(Float64Array.of(values.length), Float64Array.from(values));

for (const item of input.cases) {
  // The spec's start stops are the previous spin's: one base machine per start.
  const spec = JSON.parse(JSON.stringify(input.spec));
  spec.drums.forEach((drum, i) => { drum.startIndex = item.startIndex[i]; });
  const key = item.startIndex.join(",");
  if (!bases.has(key)) {
    bases.set(key, kit.load(spec).setRows({ rowWeights: input.rowWeights, topDrum: input.topDrum }));
  }
  const base = bases.get(key);
  let rows = item.rows;
  let targets = item.targets;
  if (item.seed != null) {
    const draw = base.randomSpin(item.seed, input.weights);
    block([...draw.rows, ...draw.stops, draw.topStop ?? -1]);
    rows = draw.rows;
    targets = draw.topStop === null ? draw.stops : [...draw.stops, draw.topStop];
  } else {
    block([]);
  }
  const machine = base.withRows(rows, item.previousRows);
  const { record } = machine.spin({ targets, controls: item.controls, trace: true });
  block(record);
  const cells = [];
  if (item.frames) {
    const run = machine.run({ targets, controls: item.controls });
    for (const t of item.frames) {
      run.advance(t);
      for (const drum of run.cells(t)) {
        cells.push(drum.cells.length, drum.seam ?? NaN);
        for (const cell of drum.cells) cells.push(cell.index, cell.position, cell.height);
      }
    }
    run.free();
  }
  block(cells);
  machine.free();
}
const bytes = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
fs.writeFileSync(outputPath, bytes);
console.log(`${input.cases.length} spins, ${bytes.length / 8} numbers`);
