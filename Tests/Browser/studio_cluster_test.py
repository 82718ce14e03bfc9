#!/usr/bin/env python3
"""Real-browser test of a cluster grid's cascades in the reelsim studio page.

Serves a cluster-pays machine (run by StudioBrowserTests), spins each outcome given (seeds
and, with --targets, strip indices), and checks, through `window.studio.tumble()`:

- the drums at rest show the chain's last window (the summary's landing window without a
  cascade); while they spin, no cascade is drawn; once they land the chain is drawn tick by tick;
- a frame loop (seeking tick after tick through the whole chain, repeated ticks included)
  draws, at every frame, the window of the cascade step under way as the server's summary has
  it (`summary.cluster.steps[k].window`), and the cell multipliers of that step;
- at rest every cell rests on its row and the window drawn is the summary's last step's;
- the cells a cluster removed are highlighted before the fall (screenshot), and a multiplier
  is drawn on its position (screenshot).

With --round-seeds (a machine with cluster free spins), each seed's round is played on the
page: for every free spin, its drop (the previous grid cleared, the landing grid falling in)
and each of its cascades end on the windows and cell multipliers of the summary's
`clusterFreeSpins.spins[k].steps`, the counter (`window.studio.freeSpins()`) shows the spin,
the spins left and the round's win with the cap as the server's `tumble.freeSpins` has them,
and at rest the drums show the last free spin's last window.

With a fill (`paytable.fill`), the drums at rest show the grid the fill drew (the summary's
cluster steps), not their strips' window.

Screenshots: studio-cluster-removed.png, studio-cluster-falling.png, studio-cluster-rest.png
in --out (with --round-seeds: studio-cluster-round-drop.png, studio-cluster-round-multipliers.png,
studio-cluster-round-end.png; with --prefix, each name starts with it). Prints `PASS: studio cluster page` and exits 0, 1 on a failure, 77 when a tool is
missing.
"""

import argparse
import json
import os
import urllib.request
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_test import CHROMEDRIVER, Failure, Studio, check, load_page, make_driver  # noqa: E402


def parse_args():
    parser = argparse.ArgumentParser(description="Real-browser test of a cluster grid's cascades.")
    parser.add_argument("--url", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seeds", default="4", help="seeds to spin (comma-separated)")
    parser.add_argument("--targets", action="append", default=[],
                        help="an outcome to spin as strip indices (a,b,c,...); repeatable")
    parser.add_argument("--round-seeds", default="", help="seeds whose free-spins round to check (comma-separated)")
    parser.add_argument("--prefix", default="", help="a prefix for the screenshots' names")
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--chromium", default=None)
    parser.add_argument("--chromedriver", default=CHROMEDRIVER)
    return parser.parse_args()


def rows_first(columns):
    return [[column[r] for column in columns] for r in range(len(columns[0]))]


def spin(page, mode, value):
    page.js("document.querySelector('input[name=\"mode\"][value=\"' + arguments[0] + '\"]').click();", mode)
    page.set_value("#" + ("seed" if mode == "seed" else "targets"), value)
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the %s %s spin" % (mode, value))
    page.wait_rest()
    # The drums play the chain (Studio/tumble.js): at rest they show its last window (the
    # landing window, the summary's, when nothing cascades).
    summary = page.studio("summary")
    check(summary is not None and summary.get("cluster"), "%s %s: no cluster summary" % (mode, value))
    shown = page.js("return window.studio.visibleWindow();")
    last = summary["cluster"]["steps"][-1]["window"]
    if summary.get("clusterFreeSpins"):
        # A triggered round plays on: at rest the last free spin's last window.
        last = summary["clusterFreeSpins"]["spins"][-1]["steps"][-1]["window"]
    check(shown == last, "%s %s: at rest the drums show %s, the chain's last window is %s" % (mode, value, shown, last))
    # A fill's drums land on the grid it drew (the cluster's steps), not their strips' window.
    if len(summary["cluster"]["steps"]) == 1 and not summary["cluster"].get("filled"):
        check(shown == summary["window"], "%s %s: the drums show %s, the summary's window is %s"
              % (mode, value, shown, summary["window"]))
    return summary


def check_chain(page, summary, label, screenshots):
    cluster = summary.get("cluster")
    check(cluster is not None, label + ": the summary has no cluster chain")
    steps = cluster["steps"]
    dt = summary["timeStep"]
    at_rest = page.js("return window.studio.tumble();")
    if cluster.get("filled"):
        # Each drum shows the drawn grid from its own settle tick on: between the first drum's
        # and the last one's, drum 0 shows its column of the grid, the last drum its strip.
        settles = [d["settleTick"] for d in summary["drums"]]
        if settles[0] < settles[-1]:
            page.js("window.studio.seek(arguments[0]);", settles[0] * dt + dt / 4)
            time.sleep(0.05)
            shown = page.js("return window.studio.visibleWindow();")
            grid = steps[0]["window"]
            check([row[0] for row in shown] == [row[0] for row in grid],
                  "%s: drum 0 at rest shows %s, the fill drew %s" % (label, [r[0] for r in shown], [r[0] for r in grid]))
            page.js("window.studio.seek(arguments[0]);", summary["spinTime"] + 100)
            time.sleep(0.05)
    if len(steps) == 1:
        check(at_rest is None, label + ": a chain without a cascade draws no cascade")
        if screenshots:
            page.screenshot(page.args.prefix + "studio-cluster-rest.png")
        return "%s: no cascade%s" % (label, ", the fill's grid drawn drum by drum" if cluster.get("filled") else "")
    check(at_rest is not None, label + ": nothing drawn for the cascade at rest")
    check(at_rest["resting"], label + ": at rest some cell is off its row")
    check(at_rest["rows"] == steps[-1]["window"],
          "%s: at rest the page draws %s, the summary's last window is %s" % (label, at_rest["rows"], steps[-1]["window"]))
    # While the drums spin: no cascade.
    page.js("window.studio.seek(arguments[0]);", summary["spinTime"] / 2)
    time.sleep(0.05)
    check(page.js("return window.studio.tumble();") is None, label + ": a cascade drawn mid-spin")
    # The frame loop: every tick of the chain, some of them twice (empty frames).
    start = steps[0]["tick"]
    end = steps[-1]["tick"]
    frames = 0
    seen_steps = set()
    multiplied = 0
    for tick in list(range(start, end + 3)) + [start + 3, start + 3, end, end]:
        page.js("window.studio.seek(arguments[0]);", tick * dt + dt / 4)
        drawn = page.js("return window.studio.tumble();")
        check(drawn is not None, "%s: nothing drawn at tick %d" % (label, tick))
        k = drawn["step"]
        seen_steps.add(k)
        check(drawn["rows"] == steps[k]["window"],
              "%s: tick %d draws %s, step %d's window is %s" % (label, tick, drawn["rows"], k, steps[k]["window"]))
        if "multipliers" in steps[k]:
            check(drawn["multipliers"] == steps[k]["multipliers"],
                  "%s: tick %d shows multipliers %s, step %d's are %s" % (label, tick, drawn["multipliers"], k, steps[k]["multipliers"]))
            multiplied += any(m >= 2 for row in drawn["multipliers"] for m in row)
        frames += 1
    check(seen_steps == set(range(1, len(steps))), "%s: steps drawn %s" % (label, sorted(seen_steps)))
    last = page.js("return window.studio.tumble();")
    check(last["resting"] and last["rows"] == steps[-1]["window"], label + ": the loop did not end at rest on the last window")
    if screenshots:
        page.js("window.studio.seek(arguments[0]);", (start + 10) * dt)
        time.sleep(0.2)
        page.screenshot(page.args.prefix + "studio-cluster-removed.png")
        page.js("window.studio.seek(arguments[0]);", (start + 70) * dt)
        time.sleep(0.2)
        check(not page.js("return window.studio.tumble();")["resting"], label + ": no cell falls 70 ticks in")
        page.screenshot(page.args.prefix + "studio-cluster-falling.png")
        page.js("window.studio.seek(arguments[0]);", summary["spinTime"] + 100)
        time.sleep(0.2)
        page.screenshot(page.args.prefix + "studio-cluster-rest.png")
    return "%s: %d cascades, %d frames checked, %d with a multiplier, at rest %s" % (
        label, len(steps) - 1, frames, multiplied, at_rest["rows"][0])


def server_spin(args, seed):
    """The server's answer for `seed` (the same spin the page asked for: the model is
    deterministic), for the round's ticks."""
    request = urllib.request.Request(args.url.rstrip("/") + "/api/spin", data=json.dumps({"seed": int(seed)}).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=args.timeout) as answer:
        return json.load(answer)


def check_round(page, seed, screenshots):
    label = "round seed %s" % seed
    summary = spin(page, "seed", seed)
    played = summary.get("clusterFreeSpins")
    check(played is not None, label + ": the spin triggered no free spins")
    chain = server_spin(page.args, seed)["tumble"]
    round_ = chain["freeSpins"]
    check(round_["played"] == played["played"] == len(played["spins"]) == len(round_["spins"]),
          "%s: %d free spins played, the page's round has %d" % (label, played["played"], len(round_["spins"])))
    dt = summary["timeStep"]
    # Before the first free spin the counter is off.
    page.js("window.studio.seek(arguments[0]);", (round_["spins"][0]["startTick"] - 1) * dt + dt / 4)
    check(page.js("return window.studio.freeSpins();") is None, label + ": a counter before the first free spin")
    checked = 0
    multiplied = None
    for spin_ in round_["spins"]:
        k = spin_["spin"]
        steps = played["spins"][k - 1]["steps"]
        mine = [s for s in chain["steps"] if s.get("freeSpin") == k]
        check(len(mine) == len(steps), "%s: free spin %d has %d steps on the page, %d in the summary" % (label, k, len(mine), len(steps)))
        check(mine[0]["tumble"] == 0 and len(mine[0]["removed"]) == sum(len(c) for c in mine[0]["window"]),
              "%s: free spin %d does not start by clearing the whole grid" % (label, k))
        # The drop under way: cells fall, the counter shows this spin.
        page.js("window.studio.seek(arguments[0]);", (mine[0]["highlightUntil"] + 4) * dt + dt / 4)
        drawn = page.js("return window.studio.tumble();")
        check(drawn["freeSpin"] == k and not drawn["resting"], "%s: free spin %d: no falling cells in its drop (%r)" % (label, k, drawn))
        counter = page.js("return window.studio.freeSpins();")
        check(counter["spin"] == k and counter["left"] == spin_["spinsLeft"] and abs(counter["roundWin"] - spin_["roundWin"]) < 1e-9
              and counter["capped"] == spin_["capped"],
              "%s: free spin %d: the counter shows %r, the round's %r" % (label, k, counter, spin_))
        if screenshots and k == 1:
            page.js("window.studio.seek(arguments[0]);", (mine[0]["highlightUntil"] + 30) * dt + dt / 4)
            time.sleep(0.2)
            page.screenshot(page.args.prefix + "studio-cluster-round-drop.png")
        # Each step on its last tick: the summary's window and multipliers; the spin's last step
        # (the next cascade starts on a step's settle tick) at rest on its settle tick.
        for index, step in enumerate(mine):
            tick = max(step["removalTick"], step["settleTick"] - 1) if index + 1 < len(mine) else step["settleTick"]
            page.js("window.studio.seek(arguments[0]);", tick * dt + dt / 4)
            drawn = page.js("return window.studio.tumble();")
            check(drawn["freeSpin"] == k and drawn["step"] == step["tumble"],
                  "%s: free spin %d step %d: tick %d draws step %r of free spin %r" % (label, k, index, tick, drawn["step"], drawn["freeSpin"]))
            if index + 1 == len(mine):
                check(drawn["resting"], "%s: free spin %d not at rest on its last settle tick" % (label, k))
            check(drawn["rows"] == steps[index]["window"],
                  "%s: free spin %d step %d draws %s, the summary's window is %s" % (label, k, index, drawn["rows"], steps[index]["window"]))
            if "multipliers" in steps[index]:
                check(drawn["multipliers"] == steps[index]["multipliers"],
                      "%s: free spin %d step %d shows multipliers %s, the summary's are %s"
                      % (label, k, index, drawn["multipliers"], steps[index]["multipliers"]))
                if multiplied is None and any(m >= 2 for row in drawn["multipliers"] for m in row):
                    multiplied = step["settleTick"]
            checked += 1
    if screenshots and multiplied is not None:
        page.js("window.studio.seek(arguments[0]);", multiplied * dt + dt / 4)
        time.sleep(0.2)
        page.screenshot(page.args.prefix + "studio-cluster-round-multipliers.png")
    # At rest: the last free spin's last window, the round's win.
    page.js("window.studio.seek(arguments[0]);", chain["settleTick"] * dt + 1)
    time.sleep(0.2)
    shown = page.js("return window.studio.visibleWindow();")
    last = played["spins"][-1]["steps"][-1]["window"]
    check(shown == last, "%s: at rest the drums show %s, the last free spin's last window is %s" % (label, shown, last))
    counter = page.js("return window.studio.freeSpins();")
    check(counter["left"] == 0 and abs(counter["roundWin"] - played["win"]) < 1e-9 and counter["capped"] == played["capped"],
          "%s: at rest the counter shows %r, the round won %r (capped %r)" % (label, counter, played["win"], played["capped"]))
    if screenshots:
        page.screenshot(page.args.prefix + "studio-cluster-round-end.png")
    return "%s: %d free spins, %d steps checked, round win %s%s, multiplier seen: %s" % (
        label, played["played"], checked, played["win"], " (capped)" if played["capped"] else "", multiplied is not None)


def main():
    args = parse_args()
    os.makedirs(args.out, exist_ok=True)
    driver = make_driver(args)
    report = []
    try:
        page = Studio(driver, args)
        load_page(page, args)
        outcomes = [("targets", t) for t in args.targets] + [
            ("seed", s) for s in args.seeds.split(",") if s]
        for index, (mode, value) in enumerate(outcomes):
            summary = spin(page, mode, value)
            report.append(check_chain(page, summary, "%s %s" % (mode, value), index == 0))
        for index, seed in enumerate(s for s in args.round_seeds.split(",") if s):
            report.append(check_round(page, seed, index == 0))
    except Failure as failure:
        print("\n".join(report))
        print("FAIL: " + str(failure))
        return 1
    finally:
        driver.quit()
    print("\n".join(report))
    print("PASS: studio cluster page")
    return 0


if __name__ == "__main__":
    sys.exit(main())
