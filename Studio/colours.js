// Colours and marker shapes, shared by the drums, the charts and the panels.
import { S } from "./state.js";

/** Symbol colours, by index in the machine's `symbols`. */
const SYMBOL_COLOURS = [
  "#ff5d5d", "#ffb13b", "#ffe14d", "#7ee081", "#3fd0c9", "#5aa9ff",
  "#b28bff", "#ff7fd1", "#d7dde6", "#ff8a5b", "#a8e05d", "#8fd3ff",
];
/** Drum colours on the charts, by drum index. */
const DRUM_COLOURS = [
  "#4fa3ff", "#ff6b6b", "#3ecf8e", "#f5b84a", "#c58bff", "#3fd0c9", "#ff8ad8", "#c3cf6a",
];
/** Payline colours, by line index. */
const LINE_COLOURS = [
  "#ffd24d", "#4fe0ff", "#ff6bd6", "#8cff6b", "#ff9a4d", "#b59cff", "#4dffb8", "#ff6b6b",
];

/** The events drawn on the charts, with their marker shapes. */
export const EVENT_KINDS = {
  stopRequested: { shape: "circle", label: "stop request" },
  brakingStarted: { shape: "diamond", label: "braking" },
  windowMissed: { shape: "cross", label: "window miss" },
  reachedTarget: { shape: "triangle", label: "reached target" },
  settled: { shape: "square", label: "settled" },
};

/** The colour of a symbol, by its name. */
export function symbolColour(name) {
  const i = S.machine ? S.machine.symbols.indexOf(name) : -1;
  if (i < 0) return "#d7dde6";
  if (i < SYMBOL_COLOURS.length) return SYMBOL_COLOURS[i];
  return "hsl(" + ((i * 67) % 360) + ", 75%, 65%)";
}

/** The colour of drum i. */
export function drumColour(i) {
  return i < DRUM_COLOURS.length ? DRUM_COLOURS[i] : "hsl(" + ((i * 53 + 20) % 360) + ", 70%, 62%)";
}

/** The colour of payline i. */
export function lineColour(i) {
  return LINE_COLOURS[i % LINE_COLOURS.length];
}
