// Errors and messages: the top bar's message and each field's error line.
import { $ } from "./state.js";

/** Shows a one-line message in the top bar ("" clears it). */
export function setMessage(text) {
  $("message").textContent = text || "";
  $("message").title = text || "";
}

/** Clears every field's error (but the save dialog's) and the message. */
export function clearErrors() {
  for (const el of document.querySelectorAll(".err")) {
    if (el.id !== "save-problem") el.textContent = "";
  }
  setMessage("");
}

/** The error element for a JSON path of the API (`$.seed`, `$.overrides['motion.x']`, …). */
function errorElementFor(path) {
  if (!path) return null;
  const p = String(path);
  const params = [...document.querySelectorAll("[data-error-param]")];
  // A parameter or choice: `$.overrides.PATH` (or `$.overrides['PATH']`) names it exactly;
  // otherwise take the longest parameter path the error path ends with.
  let inner = p.replace(/^\$\.?/, "");
  const named = inner.match(/^overrides(?:\.(.+)|\[['"](.+)['"]\])$/);
  if (named) inner = named[1] || named[2];
  let best = null;
  for (const el of params) {
    const name = el.dataset.errorParam;
    if (inner === name) return el;
    if (inner.endsWith("." + name) || inner.endsWith(name)) {
      if (!best || name.length > best.dataset.errorParam.length) best = el;
    }
  }
  if (best) return best;
  const fixed = [...document.querySelectorAll("[data-error-for]")];
  let match = null;
  for (const el of fixed) {
    const key = el.dataset.errorFor;
    if (p === key || p.startsWith(key + ".") || p.startsWith(key + "[")) {
      if (!match || key.length > match.dataset.errorFor.length) match = el;
    }
  }
  return match;
}

/** Shows an error next to the field its path names (opening its group) and in the top bar. */
export function showError(e) {
  const el = errorElementFor(e.path);
  if (el) {
    el.textContent = e.message;
    const group = el.closest("details");
    if (group) group.open = true;
    const outer = group && group.parentElement.closest("details");
    if (outer) outer.open = true;
  }
  setMessage(e.path ? e.path + ": " + e.message : e.message);
}
