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

Screenshots: studio-cluster-removed.png, studio-cluster-falling.png, studio-cluster-rest.png
in --out. Prints `PASS: studio cluster page` and exits 0, 1 on a failure, 77 when a tool is
missing.
"""

import argparse
import os
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
    check(shown == last, "%s %s: at rest the drums show %s, the chain's last window is %s" % (mode, value, shown, last))
    if len(summary["cluster"]["steps"]) == 1:
        check(shown == summary["window"], "%s %s: the drums show %s, the summary's window is %s"
              % (mode, value, shown, summary["window"]))
    return summary


def check_chain(page, summary, label, screenshots):
    cluster = summary.get("cluster")
    check(cluster is not None, label + ": the summary has no cluster chain")
    steps = cluster["steps"]
    dt = summary["timeStep"]
    at_rest = page.js("return window.studio.tumble();")
    if len(steps) == 1:
        check(at_rest is None, label + ": a chain without a cascade draws no cascade")
        return "%s: no cascade" % label
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
        page.screenshot("studio-cluster-removed.png")
        page.js("window.studio.seek(arguments[0]);", (start + 70) * dt)
        time.sleep(0.2)
        check(not page.js("return window.studio.tumble();")["resting"], label + ": no cell falls 70 ticks in")
        page.screenshot("studio-cluster-falling.png")
        page.js("window.studio.seek(arguments[0]);", summary["spinTime"] + 100)
        time.sleep(0.2)
        page.screenshot("studio-cluster-rest.png")
    return "%s: %d cascades, %d frames checked, %d with a multiplier, at rest %s" % (
        label, len(steps) - 1, frames, multiplied, at_rest["rows"][0])


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
