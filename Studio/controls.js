// Wiring: every button, field and key of the page to what it does.
import { chartClick } from "./charts.js";
import { drumColour } from "./colours.js";
import { el } from "./dom.js";
import { closeSave, download, openSave, save } from "./keep.js";
import { renderLive } from "./outcome.js";
import { liveControl, numberField, spin } from "./spin.js";
import { $, S } from "./state.js";
import { seek, setSpeed, speedButtons, step, togglePause } from "./transport.js";
import { overridesChanged, resetAll } from "./tuning.js";
import { wireHistory } from "./history.js";

/** A Press button per drum for pachislot skill stops (hidden for other machines). */
export function buildPressButtons() {
  const box = $("press-buttons");
  box.replaceChildren();
  const pachislot = (S.machine.rules || []).includes("pachislot");
  box.hidden = !pachislot;
  if (!pachislot) return;
  S.machine.drums.forEach((_, i) => {
    const b = el("button", { type: "button", id: "press-" + i, text: "Press " + i, title: "skill stop drum " + i + " now" });
    b.style.borderColor = drumColour(i);
    b.addEventListener("click", () => liveControl((t) => { S.live.presses[i] = t; }));
    box.append(b);
  });
}

function forgetLive() {
  S.live = { slam: null, quicken: null, presses: [] };
  renderLive();
}

function wireSpin() {
  $("spin").addEventListener("click", () => {
    forgetLive();
    spin({ keepTime: false });
  });
  $("random-seed").addEventListener("click", () => {
    const text = $("seed").value.trim();
    const next = /^\d+$/.test(text) ? (BigInt(text) + 1n) % (1n << 64n) : 1n;
    $("seed").value = next.toString();
    document.querySelector('input[name="mode"][value="seed"]').checked = true;
    $("spin").click();
  });
  const modeFor = { seed: "seed", targets: "targets", "result-code": "resultCode" };
  for (const [id, mode] of Object.entries(modeFor)) {
    $(id).addEventListener("input", () => { document.querySelector('input[name="mode"][value="' + mode + '"]').checked = true; });
    $(id).addEventListener("keydown", (e) => { if (e.key === "Enter") $("spin").click(); });
  }
  $("slam").addEventListener("click", () => liveControl((t) => {
    S.live.slam = { at: t };
    if ($("slam-instant").checked) S.live.slam.instant = true;
  }));
  $("quicken").addEventListener("click", () => liveControl((t) => {
    const f = numberField("quicken-factor");
    S.live.quicken = { at: t, factor: f === null ? 0.5 : f };
  }));
  $("clear-live").addEventListener("click", () => {
    forgetLive();
    if (S.a) spin({ keepTime: true });
  });
}

function wirePlayback() {
  for (const [speed, id] of speedButtons()) $(id).addEventListener("click", () => setSpeed(speed));
  $("pause").addEventListener("click", togglePause);
  $("step-back").addEventListener("click", () => step(-1));
  $("step-forward").addEventListener("click", () => step(1));
  $("scrub").addEventListener("input", () => { if (S.a) seek(Number($("scrub").value) * S.a.dt); });
  document.addEventListener("keydown", (e) => {
    const tag = (e.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "select" || tag === "textarea" || e.target.isContentEditable) return;
    if (e.key === " ") { e.preventDefault(); togglePause(); }
    else if (e.key === "ArrowLeft") step(-1);
    else if (e.key === "ArrowRight") step(1);
  });
}

/** Connects every control of the page. */
export function wire() {
  wireSpin();
  wirePlayback();
  $("horizontal").addEventListener("change", () => { S.horizontal = $("horizontal").checked; });
  $("travel-mode").addEventListener("change", () => { S.dirtyCharts = true; });
  $("ab").addEventListener("change", () => {
    S.ab = $("ab").checked;
    if (S.a) spin({ keepTime: true });
  });
  $("reset-all").addEventListener("click", resetAll);
  wireHistory(overridesChanged);
  $("save").addEventListener("click", openSave);
  $("save-cancel").addEventListener("click", closeSave);
  $("save-form").addEventListener("submit", (e) => { e.preventDefault(); save(false); });
  $("save-overwrite").addEventListener("click", () => save(true));
  $("save-name").addEventListener("input", () => { $("save-overwrite").hidden = true; $("save-problem").textContent = ""; });
  $("download").addEventListener("click", download);
  for (const chart of S.charts) chart.canvas.addEventListener("click", (e) => chartClick(chart, e));
  window.addEventListener("resize", () => { S.dirtyCharts = true; });
}
