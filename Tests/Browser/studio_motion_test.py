#!/usr/bin/env python3
"""Real-browser test of the features the studio animates from the model's own frames.

    python3 Tests/Browser/studio_motion_test.py CASE --url URL --reelsim BIN --config FILE --out DIR

Steps the page's clock (`window.studio.seek`) to chosen ticks and compares what it draws with
`reelsim simulate` run on the same spin:

- `tumble` (`--seed N`, and `--file PAGE.html`, an exported page of the same config): the chain
  plays to its end (the playback's last tick is the chain's settle tick); at chosen ticks of the
  last cell to land the cell drawn is where `--tumble-trace` puts it; at the end every cell
  rests in the chain's last window. The outcome card says "landing…" until the last drum lands
  and shows the result code from that tick on. The exported page (no server) plays the same
  chain in its own model.
- `wild` (`--seed N` or `--targets T`): the page's plan of the wild motion has the CLI's steps
  and end; at every event's tick (and halfway through each growth and walk) every drum's
  spinning flag, held cells, walk offset and growth band equal `--wild-trace`'s row; a drum
  wholly held does not move while the others spin; a drum's rows read the symbol once it has
  grown.
- `respin` (`--seed N --hold 0,2`): after seed N, Respin on seed N + 1 with the drums held
  lands as `simulate --from-result CODE --hold 0,2 --seed N+1` does (its result code); while the others
  spin the held drums' cells never move, and they are marked HELD.
- `splice` (`--seed N`): the drums the model spliced (`simulate --json` drums[].splice) are the
  page's, and every chart draws a vertical marker at each splice's tick.

Screenshots `motion-CASE-*.png` in --out (with --prefix before the name). Prints `PASS: …` and
exits 0; 1 on a failure (`FAIL: …`); 77 when a tool is missing.
"""

import argparse
import csv
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_test import CHROMEDRIVER, Failure, Studio, check, load_page, make_driver  # noqa: E402


def parse_args():
    parser = argparse.ArgumentParser(description="Real-browser test of the studio's animated features.")
    parser.add_argument("case", choices=["tumble", "wild", "splice", "respin"])
    parser.add_argument("--hold", default="0,2", help="respin: the drums to hold")
    parser.add_argument("--url", required=True)
    parser.add_argument("--file", default=None, help="an exported page of the same config (tumble)")
    parser.add_argument("--reelsim", required=True)
    parser.add_argument("--config", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", default=None)
    parser.add_argument("--targets", default=None)
    parser.add_argument("--prefix", default="")
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--chromium", default=None)
    parser.add_argument("--chromedriver", default=CHROMEDRIVER)
    return parser.parse_args()


def simulate(args, *extra):
    run = subprocess.run([args.reelsim, "simulate", args.config, *extra], capture_output=True, text=True)
    check(run.returncode == 0, "reelsim simulate %s: exit %d: %s" % (" ".join(extra), run.returncode, run.stderr))
    return run.stdout


def trace_rows(args, option, *outcome):
    """The rows of a CSV trace `simulate` writes with `option` (`--tumble-trace`, `--wild-trace`)."""
    path = os.path.join(args.out, "motion-trace.csv")
    simulate(args, *outcome, option, path)
    with open(path, newline="") as handle:
        rows = list(csv.DictReader(handle))
    os.remove(path)
    return rows


def spin(page, args, seed=None, targets=None):
    mode = "targets" if targets else "seed"
    page.js("document.querySelector('input[name=\"mode\"][value=\"' + arguments[0] + '\"]').click();", mode)
    page.set_value("#" + mode, targets or seed)
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the %s %s spin" % (mode, targets or seed))
    return page.studio("summary")


def at_tick(page, tick, dt):
    """Pauses the page halfway into tick `tick` and waits until a frame has drawn it."""
    t = (tick + 0.5) * dt
    page.js("window.studio.seek(arguments[0]);", t)
    page.wait("a frame at tick %d" % tick, lambda: page.studio("drawnTime") == page.studio("time"))


def last_tick(page):
    # "t = 4.808 s · tick 1154 / 1154"
    return int(page.text("time").rsplit("/", 1)[1])


def run_tumble_page(page, args, label):
    summary = spin(page, args, seed=args.seed)
    sim = json.loads(simulate(args, "--seed", args.seed, "--json"))
    trace = trace_rows(args, "--tumble-trace", "--seed", args.seed)
    chain = sim["tumble"]
    dt = sim["timeStep"]
    settle = round(chain["settleTime"] / dt)
    check(len(chain["steps"]) >= 2, "%s: seed %s has no chain to play" % (label, args.seed))
    check(last_tick(page) == settle,
          "%s: the playback ends at tick %d, the chain settles at tick %d" % (label, last_tick(page), settle))
    # The outcome card: nothing before the last drum lands, the result from its tick on.
    spun = sim["spinTick"]
    at_tick(page, spun - 2, dt)
    check(page.studio("outcomeShown") is False and page.text("result") == "landing…",
          "%s: before the last drum lands the card shows %r" % (label, page.text("result")))
    at_tick(page, spun, dt)
    # The exported page's own summary carries the result code too (the model's stops).
    code = sim["resultCode"]
    check(page.studio("outcomeShown") is True and page.text("result") == code,
          "%s: once the drums landed the card shows %r, not %r" % (label, page.text("result"), code))
    # The last cell to land: where the trace puts it, tick by tick.
    moving = [row for row in trace if row["phase"] != "resting"]
    last = max(moving, key=lambda row: int(row["tick"]))
    cell = [row for row in trace if (row["tumble"], row["drum"], row["row"]) == (last["tumble"], last["drum"], last["row"])]
    land = int(last["tick"]) + 1
    checked = 0
    for row in cell:
        tick = int(row["tick"])
        if tick not in (land - 40, land - 12, land - 3, land):
            continue
        at_tick(page, tick, dt)
        drawn = page.js("return window.studio.cells();")[int(row["drum"])][int(row["row"])]
        check(drawn["symbol"] == row["symbol"] and abs(drawn["top"] - float(row["position"])) < 1e-9,
              "%s tick %d: drum %s row %s drawn %r at %r, the trace's %s at %s"
              % (label, tick, row["drum"], row["row"], drawn["symbol"], drawn["top"], row["symbol"], row["position"]))
        checked += 1
        if tick == land - 12:
            page.screenshot(args.prefix + "motion-tumble-%s-falling.png" % label)
    check(checked == 4, "%s: %d of 4 ticks of the last cell checked" % (label, checked))
    at_tick(page, settle, dt)
    drawn = page.js("return window.studio.tumble();")
    window = chain["steps"][-1]["window"]
    check(drawn is not None and drawn["resting"] and drawn["step"] == chain["steps"][-1]["tumble"]
          and drawn["rows"] == window,
          "%s at tick %d: the page draws %r, the chain's last window is %r" % (label, settle, drawn, window))
    page.screenshot(args.prefix + "motion-tumble-%s-end.png" % label)
    return "%s: %d tumbles to tick %d, the last cell at 4 ticks" % (label, len(chain["steps"]), settle)


def run_tumble(driver, args):
    page = Studio(driver, args)
    load_page(page, args)
    lines = [run_tumble_page(page, args, "served")]
    if args.file:
        driver.get("file://" + os.path.abspath(args.file))
        page.wait("the exported page to load", lambda: page.js(
            "return !!document.querySelector('[data-path=\"motion.cruiseSpeed\"]') && window.studio.model === 'in page';"))
        lines.append(run_tumble_page(page, args, "exported"))
    return lines


def number(text):
    return float(text)


def run_wild(driver, args):
    page = Studio(driver, args)
    load_page(page, args)
    summary = spin(page, args, seed=args.seed, targets=args.targets)
    outcome = ["--seed", str(summary["seed"]), "--targets", ",".join(str(t) for t in summary["targets"])]
    sim = json.loads(simulate(args, *outcome, "--json"))
    rows = trace_rows(args, "--wild-trace", *outcome)
    motion = sim["wildMotion"]
    plan = page.studio("wildPlan")
    check(plan is not None and plan["mismatch"] is None, "no wild motion planned in the page: %r" % plan)
    check(plan["endTick"] == motion["endTick"] and plan["startTicks"] == [s["startTick"] for s in motion["steps"]],
          "the page plans %r, simulate %r" % (plan, motion))
    check(plan["origin"] == sim["spinTick"], "the motion starts at tick %d, the spin rests at %d" % (plan["origin"], sim["spinTick"]))
    check(last_tick(page) == sim["spinTick"] + motion["endTick"], "the playback ends at tick %d, the motion at %d"
          % (last_tick(page), sim["spinTick"] + motion["endTick"]))
    by_tick = {}
    for row in rows:
        by_tick.setdefault(int(row["tick"]), {})[int(row["drum"])] = row
    timing = motion["timing"]
    ticks = set()
    for event in motion["events"]:
        ticks.add(event["tick"])
        if event["event"] == "expandStarted":
            ticks.add(event["tick"] + timing["growTicks"] // 3)
        if event["event"] == "walkStarted":
            ticks.add(event["tick"] + timing["walkTicks"] // 2)
    dt = sim["timeStep"]
    shots = 0
    for tick in sorted(ticks):
        at_tick(page, sim["spinTick"] + tick, dt)
        frame = page.js("return window.studio.wildMotion();")
        check(frame is not None and frame["tick"] == tick, "tick %d: the page draws %r" % (tick, frame))
        for drum, row in by_tick[tick].items():
            state = frame["drums"][drum]
            walk = max([w["offset"] for w in frame["walks"] if w["drum"] == drum] or [0])
            growth = state["growth"]
            got = (state["spinning"], state["held"], walk,
                   growth["top"] if growth else -1, growth["bottom"] if growth else -1, growth["progress"] if growth else 0)
            want = (row["spinning"] == "1", int(row["held"]), number(row["walk"]), number(row["growTop"]),
                    number(row["growBottom"]), number(row["growth"]))
            check(got[:2] == want[:2] and all(abs(a - b) < 1e-12 for a, b in zip(got[2:], want[2:])),
                  "tick %d drum %d: the page draws %r, the trace says %r" % (tick, drum, got, want))
            if growth and growth["progress"] == 1:
                column = [r[drum] for r in frame["shown"]]
                symbol = motion["steps"][frame["step"]]["symbol"]
                check(column == [symbol] * len(column), "tick %d: drum %d has grown but shows %r" % (tick, drum, column))
        growing = any(d["growth"] and 0 < d["growth"]["progress"] < 1 for d in frame["drums"])
        if (growing or frame["walks"]) and shots < 2:
            page.screenshot(args.prefix + "motion-wild-%d.png" % shots)
            shots += 1
    # A drum wholly held stays while the others spin.
    still = ""
    full = (1 << len(motion["steps"][0]["window"])) - 1
    for k, step in enumerate(motion["steps"]):
        held = [d for d, mask in enumerate(step["held"]) if mask == full]
        if step["kind"] != "freeSpin" or not held:
            continue
        start = step["startTick"] + sim["spinTick"]
        at_tick(page, start + 60, dt)
        first = page.js("return window.studio.cells();")
        frame = page.js("return window.studio.wildMotion();")
        at_tick(page, start + 200, dt)
        second = page.js("return window.studio.cells();")
        page.screenshot(args.prefix + "motion-wild-held.png")
        for d in range(len(first)):
            if d in held:
                check(first[d] == second[d] and not frame["drums"][d]["spinning"],
                      "step %d: held drum %d moved: %r then %r" % (k, d, first[d], second[d]))
            elif frame["drums"][d]["spinning"]:
                check(first[d] != second[d], "step %d: drum %d spins but did not move" % (k, d))
        still = ", held drums %s still in step %d" % (held, k)
        break
    return ["%d ticks of %d steps match the trace%s" % (len(ticks), len(motion["steps"]), still)]


def run_splice(driver, args):
    page = Studio(driver, args)
    load_page(page, args)
    spin(page, args, seed=args.seed)
    page.wait_rest()
    sim = json.loads(simulate(args, "--seed", args.seed, "--json"))
    want = [{"drum": i, "tick": d["splice"]["tick"]} for i, d in enumerate(sim["drums"]) if d.get("splice")]
    got = [{"drum": s["drum"], "tick": s["tick"]} for s in page.studio("splices")]
    check(want and got == want, "the page's splices %r, simulate's %r" % (got, want))
    marks = page.js("return window.studio.spliceMarks();")
    check(len(marks) == 4 * len(want), "%d splice marks on the charts for %d splices" % (len(marks), len(want)))
    # Each mark is a magenta column on its chart: most pixels of it at its x are the splice colour.
    for mark in marks:
        share = page.js("""
            const fig = document.querySelector('#charts .chart[data-chart="' + arguments[0] + '"]');
            const canvas = fig.querySelector('canvas');
            const dpr = window.devicePixelRatio || 1;
            const ctx = canvas.getContext('2d');
            const x = Math.floor(arguments[1] * dpr);
            const data = ctx.getImageData(x, 0, 1, canvas.height).data;
            let magenta = 0;
            for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] < 120 && data[i + 2] > 170) magenta++;
            return magenta / canvas.height;""", mark["chart"], mark["x"])
        check(share > 0.25, "chart %s: the splice of drum %d at x %.1f is drawn on %.0f%% of its height"
              % (mark["chart"], mark["drum"], mark["x"], share * 100))
    first = min(want, key=lambda s: s["tick"])
    at_tick(page, first["tick"] + 3, sim["timeStep"])
    page.screenshot(args.prefix + "motion-splice.png")
    return ["%d splices marked on the drums and on 4 charts" % len(want)]


def run_respin(driver, args):
    page = Studio(driver, args)
    load_page(page, args)
    first = spin(page, args, seed=args.seed)
    page.wait_rest()
    before = page.js("return window.studio.visibleWindow();")
    hold = [int(d) for d in args.hold.split(",")]
    for drum in hold:
        page.js("document.getElementById('hold-' + arguments[0]).checked = true;", drum)
    # The drums not held draw their new stops from the next seed.
    again = str(int(args.seed) + 1)
    page.set_value("#seed", again)
    spins = page.spins()
    page.click("respin")
    page.wait_new_spin(spins, "the respin")
    summary = page.studio("summary")
    check(page.studio("heldDrums") == hold, "the page holds %r, not %r" % (page.studio("heldDrums"), hold))
    sim = json.loads(simulate(args, "--from-result", first["resultCode"], "--hold", args.hold, "--seed", again, "--json"))
    check(summary["resultCode"] == sim["resultCode"] and summary["targets"] == sim["targets"],
          "the respin lands on %s, simulate --from-result %s --hold %s on %s"
          % (summary["resultCode"], first["resultCode"], args.hold, sim["resultCode"]))
    dt = sim["timeStep"]
    at_tick(page, 40, dt)
    early = page.js("return window.studio.cells();")
    at_tick(page, round(sim["spinTime"] / dt) // 2, dt)
    late = page.js("return window.studio.cells();")
    page.screenshot(args.prefix + "motion-respin.png")
    for drum in range(len(early)):
        if drum in hold:
            check(early[drum] == late[drum], "held drum %d moved: %r then %r" % (drum, early[drum], late[drum]))
        else:
            check(early[drum] != late[drum], "drum %d should spin again but did not move" % drum)
    at_tick(page, last_tick(page), dt)
    after = page.js("return window.studio.visibleWindow();")
    for drum in hold:
        check([row[drum] for row in after] == [row[drum] for row in before],
              "held drum %d rests on %r, it showed %r" % (drum, [row[drum] for row in after], [row[drum] for row in before]))
    check(summary["resultCode"] != first["resultCode"], "the respin landed where the spin did")
    return ["respin of %s holding %s lands on %s, held drums still" % (first["resultCode"], hold, summary["resultCode"])]


def main():
    args = parse_args()
    os.makedirs(args.out, exist_ok=True)
    driver = make_driver(args)
    try:
        lines = {"tumble": run_tumble, "wild": run_wild, "splice": run_splice, "respin": run_respin}[args.case](driver, args)
        errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        check(not errors, "console errors: %r" % errors)
    except Failure as failure:
        print("FAIL: %s" % failure, file=sys.stderr)
        sys.exit(1)
    finally:
        driver.quit()
    for line in lines:
        print(line)
    print("PASS: studio motion %s" % args.case)


if __name__ == "__main__":
    main()
