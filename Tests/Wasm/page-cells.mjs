// The studio page's drawing of variable rows (Studio/rows.js: `spinGeometry`, `rowLayout`)
// against the module's own cells (`run.cells(t)`, ReelKit's `DrumSpec.visibleSymbols`) for
// WasmRowsTests: spins of a variable-row machine, every row pair on some drum, each driven
// frame by frame (every 1/60 s); on every frame every drum's cells must be the same strip
// indices, at the same places (within a millionth of a symbol) and of the same heights.
//
//   node Tests/Wasm/page-cells.mjs reelkit.wasm machine.json
//
// machine.json: { spec, rowWeights, topDrum }. Prints `PASS: …` per spin; exits 1 on the
// first difference (`FAIL: …`).
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";
import { resultShift } from "../../Studio/playback.js";
import { rowLayout, spinGeometry } from "../../Studio/rows.js";

const [wasmPath, machinePath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const { spec, rowWeights, topDrum } = JSON.parse(fs.readFileSync(machinePath, "utf8"));
const drums = spec.drums.length;

function fail(message) {
  console.error("FAIL: " + message);
  process.exit(1);
}

/** A drum as `GET /api/machine` gives it (its full window). */
function machineDrum(drum) {
  const g = drum.geometry;
  return {
    strip: g.strip, visibleRows: g.visibleRows, symbolHeight: g.symbolHeight,
    resultRow: g.resultRow ?? Math.floor((g.visibleRows - 1) / 2), startIndex: drum.startIndex ?? 0,
  };
}

const heights = [2, 3, 4, 5, 6, 7];
let frames = 0;
let seams = 0;
for (let p = 0; p < heights.length; p++) {
  for (let q = 0; q < heights.length; q++) {
    const start = spec.drums.map((d, i) => (5 * p + 3 * q + 7 * i) % d.geometry.strip.length);
    const shaped = JSON.parse(JSON.stringify(spec));
    shaped.drums.forEach((d, i) => { d.startIndex = start[i]; });
    const base = kit.load(shaped).setRows({ rowWeights, topDrum });
    const previous = Array.from({ length: drums }, (_, i) => heights[(p + i) % heights.length]);
    const rows = Array.from({ length: drums }, (_, i) => heights[(q + 2 * i) % heights.length]);
    const targets = spec.drums.map((d, i) => (11 * q + 13 * p + 17 * i) % d.geometry.strip.length);
    // The top drum is the spin machine's last drum, drawn as the page draws it (drums.js).
    if (topDrum) targets.push((p + 5 * q) % topDrum.strip.length);
    const machine = base.withRows(rows, previous);
    const run = machine.run({ targets });
    const specs = shaped.drums.map((d, i) => {
      const drum = machineDrum(d);
      return Object.assign({ strip: drum.strip, visibleRows: rows[i] }, spinGeometry(drum, rows[i], previous[i]));
    });
    if (topDrum) {
      const h = spec.drums[1].geometry.symbolHeight;
      specs.push({ strip: topDrum.strip, visibleRows: drums - 2, resultRow: drums - 3, symbolHeight: h,
        stripLength: topDrum.strip.length * h });
    }
    let t = 0;
    for (; t < 40 && run.state === "running"; t += 1 / 60) {
      run.advance(t);
      const sampled = run.sample(t);
      const cells = run.cells(t);
      frames++;
      sampled.forEach((frame, i) => {
        const s = specs[i];
        const layout = rowLayout(s, frame.travel, frame.offset);
        layout.items.sort((a, b) => a.pos - b.pos);
        const shift = resultShift(s);
        const expected = cells[i].cells;
        if (cells[i].seam !== null) seams++;
        const where = `rows ${previous} → ${rows}, drum ${i}, t ${t.toFixed(4)}`;
        if (layout.items.length !== expected.length) {
          fail(`${where}: the page draws ${layout.items.length} cells, the module ${expected.length}: `
            + JSON.stringify(layout.items.map((c) => [c.j, c.pos - shift])) + " / "
            + JSON.stringify(expected.map((c) => [c.index, c.position])));
        }
        const tolerance = 1e-6 * Math.min(s.symbolHeight, s.previousSymbolHeight ?? s.symbolHeight) * 10;
        layout.items.forEach((item, k) => {
          const cell = expected[k];
          const height = item.height ?? s.symbolHeight;
          if (item.j !== cell.index || Math.abs(item.pos - shift - cell.position) > tolerance
            || Math.abs(height - cell.height) > tolerance) {
            fail(`${where}: cell ${k}: the page draws index ${item.j} at ${item.pos - shift} (${height} pt), `
              + `the module index ${cell.index} at ${cell.position} (${cell.height} pt)`);
          }
        });
      });
    }
    if (run.state !== "stopped") fail(`rows ${previous} → ${rows}: ${run.state} after ${t} s`);
    run.free();
    machine.free();
    base.free();
    console.log(`PASS: rows ${previous} → ${rows}`);
  }
}
if (seams === 0) fail("no frame showed a seam");
console.log(`PASS: ${frames} frames, ${seams} drum frames with a seam`);
