// A respin with held drums, as `reelsim simulate --from-result CODE --hold 0,2` plays it: the
// drums start on the spin shown (its result code), the held ones stay there and the others
// spin again. The server runs it (`respin` of `POST /api/spin`, ReelKit's `Respin`); the page
// draws the model's trace, in which a held drum never moves, and marks the held drums.
import { el, roundRect } from "./dom.js";
import { setMessage } from "./messages.js";
import { spin } from "./spin.js";
import { $, S } from "./state.js";

/** The hold boxes and the Respin button under Spin (not on a wheel or a variable-row machine,
 * which `simulate` does not respin either). Spin and Next seed forget the respin. */
export function buildRespin() {
  const old = $("respin-box");
  if (old) old.remove();
  S.respin = null;
  const m = S.machine;
  if (!m || m.kind === "wheel" || m.rows) return;
  // Laid out inline here (a field's inputs are full width): the boxes in a row, then the button.
  const boxes = m.drums.map((_, i) => {
    const input = el("input", { type: "checkbox", id: "hold-" + i, value: String(i) });
    input.style.cssText = "width:auto;margin:0 3px 0 0";
    const label = el("label", { class: "respin-hold", title: "hold drum " + i }, input, String(i));
    label.style.cssText = "display:inline-flex;align-items:center;margin-right:8px;color:inherit";
    return label;
  });
  const button = el("button", { type: "button", id: "respin", title: "respin the spin shown, the checked drums held" }, "Respin");
  button.addEventListener("click", respinShown);
  const row = el("span", {}, ...boxes);
  row.style.cssText = "display:flex;flex-wrap:wrap;align-items:center";
  const box = el("div", { class: "field", id: "respin-box" }, el("label", { text: "hold drums" }), row, button);
  $("spin").parentElement.after(box);
  // Pressed before Spin's own handler runs: a new spin is not a respin.
  $("spin").addEventListener("click", () => { S.respin = null; }, true);
}

/** Respins the spin shown with the checked drums held. */
function respinShown() {
  const code = S.a && S.a.summary && S.a.summary.resultCode;
  if (!code) {
    setMessage("respin: spin first (the respin starts from the result code of the spin shown)");
    return;
  }
  const hold = [...document.querySelectorAll("#respin-box input:checked")].map((box) => Number(box.value));
  S.respin = { from: code, hold };
  spin({ keepTime: false });
}

/** The held drums of the spin shown (its respin's `hold`), or an empty list. */
export function heldDrums() {
  return S.a && S.a.respin ? S.a.respin.hold : [];
}

/** Marks each held drum of the spin shown (vertical drums): a HELD tag and a blue frame. */
export function drawHeldDrums(ctx, rects) {
  for (const drum of heldDrums()) {
    const rect = rects[drum];
    if (!rect) continue;
    ctx.save();
    ctx.strokeStyle = "#7fd3ff";
    ctx.lineWidth = 3;
    ctx.shadowColor = "#7fd3ff";
    ctx.shadowBlur = 10;
    roundRect(ctx, rect.x - 2, rect.y - 2, rect.w + 4, rect.h + 4, 6);
    ctx.stroke();
    ctx.shadowBlur = 0;
    ctx.font = "700 11px system-ui, sans-serif";
    const text = "HELD";
    const w = ctx.measureText(text).width + 10;
    ctx.fillStyle = "rgba(20, 24, 33, 0.9)";
    roundRect(ctx, rect.x + rect.w / 2 - w / 2, rect.y + rect.h - 20, w, 16, 5);
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = "#7fd3ff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, rect.x + rect.w / 2, rect.y + rect.h - 12);
    ctx.restore();
  }
}
