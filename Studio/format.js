// Numbers as the page shows them.

/** A number with `digits` decimals and thousands separators; "–" for none; millions as "M". */
export function fmt(v, digits = 0) {
  if (v === null || v === undefined || !Number.isFinite(v)) return "–";
  const a = Math.abs(v);
  if (a >= 1e6) return (v / 1e6).toFixed(2) + "M";
  return v.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** A time in seconds, to the millisecond (`2.471`); "–" for none. Rounded as the CLI's
 * `formatFixed` rounds: `|v|·1000` to the nearest whole number, halves away from zero, so
 * 567 ticks of 1/240 s (2.3625 s) show 2.363 as `simulate` prints it (`toFixed` rounds the
 * binary value 2.36249… down). */
export function seconds(v) {
  if (v === null || v === undefined || !Number.isFinite(v)) return "–";
  const scaled = Math.round(Math.abs(v) * 1000);
  const sign = v < 0 && scaled !== 0 ? "-" : "";
  return sign + Math.floor(scaled / 1000) + "." + String(scaled % 1000).padStart(3, "0");
}

/** An axis tick label at a step of `step`. */
export function formatTick(v, step) {
  const a = Math.abs(v);
  if (a >= 1e6) return +(v / 1e6).toFixed(step >= 1e6 ? 0 : 1) + "M";
  if (a >= 1e4) return +(v / 1e3).toFixed(step >= 1e3 ? 0 : 1) + "k";
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return v.toFixed(Math.min(decimals, 4));
}

/** A parameter's allowed range, `> 0 … 1e6`. */
export function fmtRange(p) {
  const short = (v) => (Math.abs(v) >= 1e5 && Number.isInteger(Math.log10(Math.abs(v))) ? "1e" + Math.log10(Math.abs(v)) : String(v));
  return (p.minExclusive ? "> " : "") + short(p.min) + " … " + short(p.max);
}

/** `1 drum`, `2 drums`: a count and its noun, singular for one (as `counted` in reelsim). */
export function counted(count, noun, plural) {
  return count + " " + (count === 1 ? noun : plural || noun + "s");
}
