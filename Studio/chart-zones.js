// The classic strategy's slow zone and stop window on the approach chart, for the classic
// drums of machine A and (with A/B on) of machine B, as the gnuplot chart draws them.
import { effectiveMotion } from "./model.js";
import { S, lengthUnits, motionB } from "./state.js";

/**
 * The distinct zones of the classic drums: `{ slowZone, stopTolerance, machines }`, where
 * `machines` lists "A" and/or "B". B's zones are left out when the page cannot know them.
 */
export function classicZones() {
  const zones = [];
  const add = (slowZone, stopTolerance, machine) => {
    if (!Number.isFinite(slowZone) || !Number.isFinite(stopTolerance)) return;
    const same = zones.find((z) => z.slowZone === slowZone && z.stopTolerance === stopTolerance);
    if (!same) zones.push({ slowZone, stopTolerance, machines: [machine] });
    else if (!same.machines.includes(machine)) same.machines.push(machine);
  };
  if (S.a) {
    S.a.summary.drums.forEach((r, i) => {
      if (r.strategy === "classic") add(effectiveMotion(i, "slowZone"), effectiveMotion(i, "stopTolerance"), "A");
    });
  }
  if (S.b) {
    S.b.summary.drums.forEach((r, i) => {
      if (r.strategy === "classic") add(motionB(i, "slowZone"), motionB(i, "stopTolerance"), "B");
    });
  }
  return zones;
}

/** The slow zone of drum i of a run (A or B), for the approach chart's range. */
export function slowZoneOf(res, i) {
  const zone = res === S.a ? effectiveMotion(i, "slowZone") : motionB(i, "slowZone");
  return Number.isFinite(zone) ? zone : 100;
}

/**
 * Draws the bands (a zone of B only with dashed edges, so that A's and B's stay apart) and
 * a key for them, bottom left, where the far slow part of the approach is empty.
 */
export function drawZones(ctx, s) {
  const zones = classicZones();
  const height = s.py0 - s.py1;
  for (const z of zones) {
    ctx.fillStyle = "rgba(79, 163, 255, 0.13)";
    ctx.fillRect(s.x(z.slowZone), s.py1, s.x(-z.slowZone) - s.x(z.slowZone), height);
    ctx.fillStyle = "rgba(245, 150, 60, 0.35)";
    ctx.fillRect(s.x(z.stopTolerance), s.py1, s.x(-z.stopTolerance) - s.x(z.stopTolerance), height);
    if (!z.machines.includes("B")) continue;
    ctx.save();
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = 1;
    for (const [d, colour] of [[z.slowZone, "#8fb8e8"], [z.stopTolerance, "#f5a04a"]]) {
      ctx.strokeStyle = colour;
      for (const x of [s.x(d), s.x(-d)]) {
        ctx.beginPath(); ctx.moveTo(x, s.py1); ctx.lineTo(x, s.py0); ctx.stroke();
      }
    }
    ctx.restore();
  }
  const named = zones.some((z) => z.machines.includes("B"));
  zones.forEach((z, k) => {
    const who = named ? z.machines.join(", ") + ": " : "";
    const y = s.py0 - 28 - (zones.length - 1 - k) * 26;
    ctx.font = "10px system-ui, sans-serif";
    const width = 26 + ctx.measureText(who + "stop window |d| < " + z.stopTolerance + " " + lengthUnits("pt")).width;
    ctx.fillStyle = "rgba(17, 21, 28, 0.85)";
    ctx.fillRect(s.px0 + 3, y - 3, Math.max(150, width), 27);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillStyle = "rgba(79, 163, 255, 0.45)";
    ctx.fillRect(s.px0 + 6, y, 10, 9);
    ctx.fillStyle = "#8fb8e8";
    ctx.fillText(who + "slow zone |d| < " + z.slowZone + " " + lengthUnits("pt"), s.px0 + 20, y + 5);
    ctx.fillStyle = "rgba(245, 150, 60, 0.7)";
    ctx.fillRect(s.px0 + 6, y + 12, 10, 9);
    ctx.fillStyle = "#f5a04a";
    ctx.fillText(who + "stop window |d| < " + z.stopTolerance + " " + lengthUnits("pt"), s.px0 + 20, y + 17);
  });
}
