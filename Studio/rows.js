// Variable rows ("Megaways") in the page: the geometry of a drum on one spin and the cells it
// draws while its rows change, from ReelKit's own formulas (RowChange's doc comment,
// Docs/model.md "Variable rows"); nothing here decides motion. Pure: no DOM, so that Node runs
// it against the module's `rk_run_cells` (Tests/Wasm/page-cells.mjs).
import { drumLayout, resultShift, wrap } from "./playback.js";

/**
 * The row a drum's stop rests in when it shows `rows` rows: `t = min(targetRow, rows − 1)`,
 * `targetRow` the row of its full window (the maths' rule, `VariableRows.targetRow`).
 */
export function targetRow(targetRowOfWindow, rows) {
  return Math.min(targetRowOfWindow, rows - 1);
}

/**
 * What a trace drum of a variable-row spin needs to be drawn, as the server's trace gives it
 * (`StudioAPI.traceColumns`): this spin's `rows`, `resultRow`, `symbolHeight` (`W/rows`),
 * `stripLength` and `startOffset` (the motion start `s′ = s₀ + t₀ − t₁`, times `h₁`), and the
 * spin before's `previousRows`, `previousResultRow`, `previousSymbolHeight` and
 * `previousStartOffset` (`s₀·h₀`). `drum` is `GET /api/machine`'s (its full window:
 * `visibleRows`, `symbolHeight`, `resultRow`, `startIndex`).
 */
export function spinGeometry(drum, rows, previousRows) {
  const n = drum.strip.length;
  const w = drum.visibleRows * drum.symbolHeight;
  const t1 = targetRow(drum.resultRow, rows);
  const t0 = targetRow(drum.resultRow, previousRows);
  const h1 = w / rows;
  const h0 = w / previousRows;
  const start = rows === previousRows ? drum.startIndex : (((drum.startIndex + t0 - t1) % n) + n) % n;
  return {
    rows, resultRow: t1, symbolHeight: h1, stripLength: n * h1, startOffset: start * h1,
    previousRows, previousResultRow: t0, previousSymbolHeight: h0, previousStartOffset: drum.startIndex * h0,
  };
}

/**
 * The cells a drum draws at travel `travel` and `offset` (on this spin's geometry), as
 * `DrumSpec.visibleSymbols(travel:offset:splice:)`: `{ spec, offset, items }` as `drumLayout`,
 * each item with its `height`. `spec` is the drawn drum (`strip`, `visibleRows`, `resultRow`,
 * `symbolHeight`, `stripLength`) with the fields of `spinGeometry`. A drum whose rows do not
 * change draws `drumLayout`. Otherwise, with `y` measured down from this spin's result line
 * and the seam at `y_s = x − (t₁ + ½)·h₁`: this spin's cells with `y + h₁/2 ≤ y_s`, and the
 * previous spin's (its geometry at offset `wrap(s₀·h₀ + x)`, both windows sharing their
 * edges) with `y − h₀/2 ≥ y_s`, each within a millionth of a symbol.
 */
export function rowLayout(spec, travel, offset, kept = null) {
  const layout = drumLayout(spec, offset, kept);
  if (spec.previousRows === undefined || spec.previousRows === spec.rows) return layout;
  const h1 = spec.symbolHeight;
  const h0 = spec.previousSymbolHeight;
  const t1 = spec.resultRow;
  const tolerance = Math.min(h0, h1) * 1e-6;
  // Positions from the window's middle (drumLayout's `pos`) and from the result line differ
  // by this spin's result shift.
  const shift = resultShift(spec);
  const seam = travel - (t1 + 0.5) * h1;
  const top = -(t1 + 0.5) * h1;
  const bottom = (spec.visibleRows - t1 - 0.5) * h1;
  const items = [];
  if (seam > top - tolerance) {
    for (const item of layout.items) {
      if (item.pos - shift + h1 / 2 <= seam + tolerance) items.push(Object.assign({ height: h1 }, item));
    }
  }
  if (seam < bottom + tolerance) {
    const previous = {
      strip: spec.strip, visibleRows: spec.previousRows, resultRow: spec.previousResultRow,
      symbolHeight: h0, stripLength: spec.strip.length * h0,
    };
    const shown = drumLayout(previous, wrap(spec.previousStartOffset + travel, previous.stripLength));
    for (const item of shown.items) {
      if (item.pos - shift - h0 / 2 >= seam - tolerance) items.push(Object.assign({ height: h0 }, item));
    }
  }
  items.sort((a, b) => a.pos - b.pos);
  return { spec, offset, items, seam: seam + shift };
}
