// The server: `POST /api/*` requests and their errors, and spin responses made ready to play.
import { S } from "./state.js";
import { withChain } from "./tumble.js";
import { withWildMotion } from "./wildmotion.js";

/** An error of the API (or of a field before sending): a status, a message, a JSON path. */
export class ApiError extends Error {
  constructor(status, message, path) {
    super(message);
    this.status = status;
    this.path = path;
  }
}

/** POSTs a JSON body (a string, already encoded) and returns the parsed JSON or text. */
export async function post(url, bodyText, signal, asText = false) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: bodyText,
    signal,
  });
  if (!res.ok) {
    let info = { error: res.status + " " + res.statusText, path: null };
    try {
      info = await res.json();
    } catch (_) {
      /* not JSON: keep the status line */
    }
    throw new ApiError(res.status, info.error || "request failed", info.path || null);
  }
  return asText ? res.text() : res.json();
}

/** `GET /api/machine` (the exported page carries its answer). */
export async function fetchMachine() {
  if (window.reelsimExport) return window.reelsimExport.machine;
  const res = await fetch("/api/machine");
  if (!res.ok) throw new Error("GET /api/machine: " + res.status);
  return res.json();
}

/** Encodes a spin body; a seed goes out as its exact digits (up to 2⁶⁴ − 1). */
export function encodeBody(body) {
  const seed = body.seed;
  if (seed === undefined) return JSON.stringify(body);
  const copy = Object.assign({}, body, { seed: "__SEED__" });
  return JSON.stringify(copy).replace('"__SEED__"', seed);
}

/** Prepares a spin response for playback and charts: times per row, final travel, length. */
export function prepare(res) {
  const dt = res.trace.timeStep || res.summary.timeStep;
  let last = 0;
  const drums = res.trace.drums.map((d, i) => {
    const spec = S.machine.drums[i] || {};
    const prepared = Object.assign({}, d);
    if (prepared.startOffset === undefined) prepared.startOffset = spec.startOffset || 0;
    if (!prepared.stripLength) prepared.stripLength = spec.stripLength;
    const n = d.travel.length;
    prepared.times = Float64Array.from({ length: n }, (_, k) => (d.tick ? d.tick[k] : k) * dt);
    prepared.finalTravel = n ? d.travel[n - 1] : 0;
    const drum = res.summary.drums && res.summary.drums[i];
    prepared.splice = drum && drum.splice ? drum.splice : null;
    if (!prepared.symbolHeight) prepared.symbolHeight = spec.symbolHeight;
    last = Math.max(last, n - 1);
    return prepared;
  });
  return withWildMotion(withChain({
    summary: res.summary,
    trace: { timeStep: dt, drums },
    events: res.events || [],
    check: res.check || null,
    cellReels: res.cellReels || null,
    dt,
    lastTick: last,
    duration: last * dt,
  }, res.tumble));
}
