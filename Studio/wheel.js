// The machine canvas of a prize wheel: its segments where the current frame puts them,
// turning in the wheel's direction under a fixed pointer.
//
// A point p (pt along the strip, from the centre of segment 0) is drawn at the screen angle
// pointerAngle + s·wrapHalf(p − offset)·360/L, clockwise from the top, s = −1 clockwise and
// +1 counter-clockwise (ReelKit's `WheelLayout`): at rest the pointer is over the winning
// segment's centre.
import { symbolColour } from "./colours.js";
import { wrapHalf } from "./playback.js";
import { S } from "./state.js";

/** A bold font no larger than `size` that fits `text` into `maxWidth`; returns the size. */
function fitText(ctx, text, maxWidth, size) {
  let s = Math.floor(size);
  ctx.font = "700 " + s + "px system-ui, sans-serif";
  while (s > 7 && ctx.measureText(text).width > maxWidth) {
    s -= 1;
    ctx.font = "700 " + s + "px system-ui, sans-serif";
  }
  return s;
}

/** The screen angle (degrees clockwise from the top) of strip position `p` at `offset`. */
function screenAngle(wheel, p, offset, length) {
  const sign = wheel.direction === "clockwise" ? -1 : 1;
  return wheel.pointerAngle + (sign * wrapHalf(p - offset, length) * 360) / length;
}

/** Canvas radians of a screen angle (the canvas measures clockwise from +x). */
function radians(angle) {
  return ((angle - 90) * Math.PI) / 180;
}

/** The segment under the pointer at `offset`: the one whose arc holds it. */
function pointedSegment(wheel, offset, length) {
  let best = 0;
  let nearest = Infinity;
  wheel.centres.forEach((c, k) => {
    const d = Math.abs(wrapHalf(offset - c, length)) - wheel.widths[k] / 2;
    if (d < nearest) { nearest = d; best = k; }
  });
  return best;
}

/**
 * Draws the wheel of `spec` at `frame` into the canvas and returns what the test reads: the
 * symbol under the pointer (`pointed`).
 */
export function drawWheel(ctx, w, h, spec, frame) {
  const wheel = S.machine.wheel;
  const length = spec.stripLength;
  const cx = w / 2;
  const cy = h / 2 - 4;
  const r = Math.max(10, Math.min(w, h - 30) / 2 - 22);
  const pointed = pointedSegment(wheel, frame.offset, length);
  const atRest = frame.phase === "stopped";
  wheel.centres.forEach((c, k) => {
    const centre = screenAngle(wheel, c, frame.offset, length);
    const half = (wheel.widths[k] / 2) * 360 / length;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, r, radians(centre - half), radians(centre + half));
    ctx.closePath();
    ctx.fillStyle = symbolColour(spec.strip[k]);
    ctx.globalAlpha = atRest && k === pointed ? 1 : 0.6;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = "#1a1f29";
    ctx.lineWidth = 1.5;
    ctx.stroke();
    // The label, along the radius and never upside down.
    ctx.save();
    ctx.translate(cx, cy);
    const turn = radians(centre);
    const flip = Math.cos(turn) < 0;
    ctx.rotate(flip ? turn + Math.PI : turn);
    const text = spec.strip[k];
    const size = fitText(ctx, text, r * 0.55, Math.min(16, Math.max(7, (r * half * Math.PI) / 180)));
    ctx.font = "700 " + size + "px system-ui, sans-serif";
    ctx.fillStyle = "#1a1f29";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, flip ? -r * 0.62 : r * 0.62, 0);
    ctx.restore();
  });
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.08, 0, 2 * Math.PI);
  ctx.fillStyle = "#3a4556";
  ctx.fill();
  // The pointer: a red triangle outside the rim, pointing at the centre.
  const p = radians(wheel.pointerAngle);
  const spread = 0.09;
  ctx.beginPath();
  ctx.moveTo(cx + (r - 6) * Math.cos(p), cy + (r - 6) * Math.sin(p));
  ctx.lineTo(cx + (r + 20) * Math.cos(p - spread), cy + (r + 20) * Math.sin(p - spread));
  ctx.lineTo(cx + (r + 20) * Math.cos(p + spread), cy + (r + 20) * Math.sin(p + spread));
  ctx.closePath();
  ctx.fillStyle = "#ff4646";
  ctx.fill();
  ctx.strokeStyle = "#f3efe6";
  ctx.lineWidth = 1.5;
  ctx.stroke();
  // Under the wheel: its phase and speed.
  const direction = wheel.direction === "clockwise" ? "clockwise" : "counter-clockwise";
  ctx.fillStyle = "#d7dde6";
  ctx.font = "600 11px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText("wheel · " + direction + " · " + frame.phase + " · " + Math.round(frame.velocity) + " °/s",
    cx, h - 10);
  return { pointed: spec.strip[pointed] };
}
