// An edit the machine's checks refuse is never simulated: the field says why in the
// designer's words, the last valid spin stays on screen and the run badge says "not run".
// The page refuses what the machine's description already rules out (a parameter's range,
// `GET /api/machine`'s `parameters`), the server (or the in-page model) the rest; either way
// the spin shown is the last one every check accepted.
import { cssEscape } from "./dom.js";
import { setMessage } from "./messages.js";
import { renderSpin } from "./outcome.js";
import { lastEditedPaths } from "./history.js";
import { $, S } from "./state.js";

/** `cruiseSpeed` or `drum 1 cruiseSpeed`: a field as the tuning panel names it. */
export function fieldName(path) {
  const drum = String(path).match(/^drums\[(\d+)\]\.motion\.(.+)$/);
  if (drum) return "drum " + drum[1] + " " + drum[2];
  return String(path).replace(/^motion\./, "");
}

/** The override path an API error names (`$.overrides.motion.x`, `$.overrides['…']`), or null. */
export function overridePath(apiPath) {
  const m = String(apiPath || "").match(/^\$\.overrides(?:\.(.+)|\[['"](.+)['"]\])$/);
  return m ? m[1] || m[2] : null;
}

/** Why `value` is refused for parameter `p` in the designer's words, or null when allowed. */
export function rangeProblem(p, value) {
  const unit = p.unit ? " " + p.unit : "";
  const tooLow = p.minExclusive ? value <= p.min : value < p.min;
  if (tooLow) return p.field + " " + value + unit + " is too low: it must be " + (p.minExclusive ? "more than " : "at least ") + p.min + unit;
  if (value > p.max) return p.field + " " + value + unit + " is too high: it can be at most " + p.max + unit;
  if (p.integer && !Number.isInteger(value)) return p.field + " must be a whole number (you typed " + value + ")";
  return null;
}

/** Shows a refused edit: the field's line, the message, the badge; keeps the last valid spin. */
export function refuse(path, why) {
  S.refused = { path, why };
  const field = document.querySelector('[data-error-param="' + cssEscape(path) + '"]');
  if (field) {
    field.textContent = why;
    const row = field.closest("[data-param], [data-choice]");
    if (row) row.classList.add("refused");
    const group = field.closest("details");
    if (group) group.open = true;
    // The field that says why is in sight (a server's refusal arrives after the edit).
    (row || field).scrollIntoView({ block: "nearest" });
  }
  if (S.lastValid && S.a !== S.lastValid) {
    S.a = S.lastValid;
    S.dirtyCharts = true;
    renderSpin();
  }
  renderRunBadge();
  setMessage("not run: " + why);
}

/** Forgets a refusal once the overrides no longer hold it (an undo, a reset, a valid value). */
export function clearRefusal() {
  if (!S.refused) return;
  S.refused = null;
  for (const row of document.querySelectorAll(".refused")) {
    row.classList.remove("refused");
    const err = row.querySelector("[data-error-param]");
    if (err) err.textContent = "";
  }
  renderRunBadge();
  setMessage("");
}

/** Turns a server or model refusal of the overrides into the field's words; false when the
 * error is not about an edit. */
export function refuseApiError(e) {
  let path = overridePath(e.path);
  if (!path) return false;
  const words = e.message.replace(/\s*\(allowed: (.*)\)$/, " — allowed: $1");
  // A rule between fields names the other field (`simulation.maxDuration` for a first stop
  // after the watchdog): the field to fix is the one just edited.
  const shown = document.querySelector('[data-error-param="' + cssEscape(path) + '"]');
  const edited = lastEditedPaths().filter((p) => p in S.overrides);
  if (!shown && edited.length) {
    path = edited[0];
    refuse(path, fieldName(path) + " " + S.overrides[path] + ": " + words);
  } else {
    refuse(path, fieldName(path) + ": " + words);
  }
  return true;
}

/** The run badge: "ran" with the spin shown, or "not run" with why. */
export function renderRunBadge() {
  const badge = $("run-badge");
  if (!badge) return;
  const refused = Boolean(S.refused);
  badge.className = "badge run " + (refused ? "fail" : "pass");
  badge.dataset.state = refused ? "not run" : "ran";
  badge.querySelector(".mark").textContent = refused ? "NOT RUN" : "RAN";
  badge.querySelector(".value").textContent = refused ? S.refused.why + "; showing the last valid spin" : "the spin shown is the edited machine's";
}
