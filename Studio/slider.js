// A parameter's slider: linear, or logarithmic where its range spans a decade or more, so that
// a drag moves a speed by a ratio (the same few per cent per pixel at 900 pt/s as at
// 14400 pt/s) instead of by a fixed amount that is a crawl at one end and a leap at the other.

/** The ratio of the slider's ends from which it is logarithmic: one decade. */
export const LOG_RATIO = 10;

/** The positions of a logarithmic slider (0 … LOG_STEPS). */
const LOG_STEPS = 1000;

const scales = new WeakMap();

/**
 * Makes `range` the slider of parameter `p` from `lo` to `hi`. Logarithmic when `lo > 0` and
 * `hi / lo ≥ LOG_RATIO`: position x in 0 … 1000 stands for `lo · (hi/lo)^(x/1000)`, rounded
 * to three significant digits (a whole number for a whole-number field); linear otherwise,
 * in the parameter's own steps. Returns whether it is logarithmic.
 */
export function makeSlider(range, p, lo, hi) {
  const log = lo > 0 && hi / lo >= LOG_RATIO && !p.integer;
  scales.set(range, { log, lo, hi, integer: Boolean(p.integer) });
  range.dataset.scale = log ? "log" : "linear";
  if (log) {
    range.min = "0";
    range.max = String(LOG_STEPS);
    range.step = "1";
  } else {
    range.min = String(lo);
    range.max = String(hi);
    range.step = p.integer ? "1" : p.step > 0 ? String(p.step) : "any";
  }
  return log;
}

/** Puts the thumb where value `v` is (at an end when `v` is outside the slider's range). */
export function showOnSlider(range, v) {
  const s = scales.get(range);
  if (!s || !s.log) {
    range.value = String(s ? Math.min(s.hi, Math.max(s.lo, v)) : v);
    return;
  }
  const x = (Math.log(Math.min(s.hi, Math.max(s.lo, v))) - Math.log(s.lo)) / (Math.log(s.hi) - Math.log(s.lo));
  range.value = String(Math.round(x * LOG_STEPS));
}

/** The value the thumb stands for. */
export function sliderValue(range) {
  const s = scales.get(range);
  const x = Number(range.value);
  if (!s || !s.log) return x;
  const v = s.lo * Math.pow(s.hi / s.lo, x / LOG_STEPS);
  return Number(v.toPrecision(3));
}
