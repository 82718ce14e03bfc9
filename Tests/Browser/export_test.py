#!/usr/bin/env python3
"""Real-browser test of an exported studio page (`reelsim studio CONFIG --export FILE`).

    python3 Tests/Browser/export_test.py --file spin.html --reelsim .build/debug/reelsim \
        --config Configs/video-5reel.json --seeds 1,3 --out DIR

Opens FILE from disk (file://, no server) in headless Chromium, spins every seed in the page
and checks that the window drawn at rest equals the window `reelsim simulate CONFIG --seed N
--json` prints, that the spin was run by the page's own model, and that the wins table and the
pay show `simulate`'s wins and pay (computed in the page by the WebAssembly model's rk_pays). Checks that the
check card shows the check embedded at export time (every rule badge and every finding) and
says that it was run then. For every drum the model
spliced (`strategy: "splice"`), it also stops the clock a few ticks after the splice and checks
that the symbols drawn in every row equal what the model shows then: the trace's offset at that
tick (`simulate --trace`) read through the splice's drawing rule (`StripSplice`: from the
splice's tick on, a kept index shows its kept symbol). Writes export-NAME.png and
export-NAME-splice.png into DIR.

Exit codes: 0 passed; 1 a check failed (one line `FAIL: …` on stderr); 64 usage;
77 skipped: selenium, chromium or chromedriver is not installed (one line `SKIP: …`).
"""

import argparse
import csv
import io
import json
import os
import pathlib
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_test import CHROMEDRIVER, Failure, Studio, check, check_wins_table, make_driver  # noqa: E402


def parse_args():
    parser = argparse.ArgumentParser(description="Real-browser test of an exported studio page.")
    parser.add_argument("--file", required=True, help="the exported HTML file")
    parser.add_argument("--reelsim", required=True, help="the reelsim binary (the reference spins)")
    parser.add_argument("--config", required=True, help="the config the file was exported from")
    parser.add_argument("--seeds", default="1", help="comma-separated seeds (default 1)")
    parser.add_argument("--out", required=True, help="folder for the screenshots (created)")
    parser.add_argument("--timeout", type=float, default=30, help="seconds to wait for each step")
    parser.add_argument("--chromium", default=None, help="the browser binary (default: chromium on PATH)")
    parser.add_argument("--chromedriver", default=CHROMEDRIVER, help="chromedriver")
    try:
        args = parser.parse_args()
        args.seeds = [int(s) for s in args.seeds.split(",")]
        return args
    except (SystemExit, ValueError) as exit_:
        sys.exit(0 if isinstance(exit_, SystemExit) and exit_.code == 0 else 64)


def simulate(args, seed):
    """The reference: `simulate --json` and its CSV trace, per drum a list of (tick, offset)."""
    done = subprocess.run(
        [args.reelsim, "simulate", args.config, "--seed", str(seed), "--json", "--trace", "-",
         "--format", "csv"], capture_output=True, text=True, timeout=120)
    check(done.returncode == 0, "simulate --seed %d exited %d: %s" % (seed, done.returncode, done.stderr.strip()))
    summary = json.loads(done.stderr)
    lines = [line for line in done.stdout.splitlines() if not line.startswith("#")]
    offsets = {}
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        offsets.setdefault(int(row["drum"]), {})[int(row["tick"])] = float(row["offset"])
    return summary, offsets


def model_rows(strip, rows, result_row, height, offset, kept):
    """The symbol the model shows centred in each row (None when no symbol is within a quarter
    of a symbol of the row's centre): symbol j is centred wrapHalf(offset − j·h) below the
    result line, and row r's centre is (r − resultRow)·h below it."""
    n = len(strip)
    length = n * height
    shown = []
    for r in range(rows):
        want = (r - result_row) * height
        best = None
        for j in range(n):
            pos = (offset - j * height) % length
            if pos >= length / 2:
                pos -= length
            if best is None or abs(pos - want) < abs(best[1] - want):
                best = (j, pos)
        j, pos = best
        shown.append(kept.get(j, strip[j]) if abs(pos - want) < height / 4 else None)
    return shown


def check_splice(page, args, machine, summary, offsets, seed):
    """Stops the clock a few ticks after each splice and compares the drawn rows."""
    dt = summary["timeStep"]
    checked = 0
    for drum in summary["drums"]:
        splice = drum.get("splice")
        if not splice:
            continue
        index = drum["index"]
        spec = machine["drums"][index]
        kept = {k["index"]: k["symbol"] for k in splice["kept"]}
        result_row = spec.get("resultRow", (spec["visibleRows"] - 1) // 2)
        length = len(spec["strip"]) * spec["symbolHeight"]
        # On ticks, and half-way between two (the offset half-way along the shorter way round).
        for at in (splice["tick"] + 2, splice["tick"] + 6, splice["tick"] + 0.5, splice["tick"] + 3.5):
            tick = int(at)
            if tick + 1 not in offsets[index]:
                continue
            step = (offsets[index][tick + 1] - offsets[index][tick] + length / 2) % length - length / 2
            offset = (offsets[index][tick] + step * (at - tick)) % length
            page.js("window.studio.seek(arguments[0]);", at * dt)
            page.wait("a frame at tick %g" % at, lambda: page.js(
                "return window.studio.drawnTime === arguments[0];", at * dt))
            drawn = [row[index] for row in page.js("return window.studio.visibleWindow();")]
            want = model_rows(spec["strip"], spec["visibleRows"], result_row, spec["symbolHeight"],
                              offset, kept)
            check(drawn == want, "seed %d drum %d tick %g (splice at %d): drawn %s, the model shows %s"
                  % (seed, index, at, splice["tick"], drawn, want))
            checked += 1
    return checked


def check_embedded_check(page):
    """The check card shows the embedded check: a badge per rule (PASS/FAIL, its name), a line
    per finding (or "no warnings"), and the note that reelsim ran it at export time."""
    embedded = page.js("return window.reelsimExport.check;")
    check(embedded and "rules" in embedded, "the page carries no check: %r" % embedded)
    # Only the declared rule sets are badged (a video slot declares none: the card says so).
    if not embedded["rules"]:
        check(page.js("return !!document.getElementById('no-rules');"), "no badge and no word why")
    badges = page.js("""return [...document.querySelectorAll('#rules .badge')]
                        .map(b => [...b.children].map(c => c.textContent));""")
    want = [["PASS" if r["pass"] else "FAIL", r["name"]] for r in embedded["rules"]]
    check([b[:2] for b in badges] == want, "the rule badges are %s, the embedded check's %s" % (badges, want))
    findings = page.js("return [...document.querySelectorAll('#findings li')].map(li => li.textContent);")
    if not embedded["findings"]:
        check(findings == ["no warnings"], "the findings are %s, the embedded check has none" % findings)
    else:
        check(len(findings) == len(embedded["findings"]), "%d findings shown, %d embedded"
              % (len(findings), len(embedded["findings"])))
        for shown, finding in zip(findings, embedded["findings"]):
            check(finding["message"] in shown and shown.startswith(finding["severity"]),
                  "the finding %r is shown as %r" % (finding["message"], shown))
    note = page.text("check-note")
    check("exported" in note and "not checked again" in note, "the check's note says %r" % note)
    return "check: %d rules, %d findings" % (len(badges), len(embedded["findings"]))


def main():
    args = parse_args()
    os.makedirs(args.out, exist_ok=True)
    name = pathlib.Path(args.file).stem
    driver = make_driver(args)
    try:
        page = Studio(driver, args)
        driver.get(pathlib.Path(args.file).resolve().as_uri())
        page.wait("the page to load the machine and its model",
                  lambda: page.studio("model") == "in page")
        machine = page.js("return window.reelsimExport.machine;")
        report = [check_embedded_check(page)]
        for seed in args.seeds:
            summary, offsets = simulate(args, seed)
            page.set_value("#seed", str(seed))
            before = page.spins()
            page.click("spin")
            page.wait("spin %d" % seed, lambda: page.spins() > before)
            check(page.studio("spunInPage"), "seed %d: the page did not spin it itself" % seed)
            page.wait_rest()
            shown = page.js("return window.studio.visibleWindow();")
            check(shown == summary["window"], "seed %d: the page shows %s at rest, simulate's window is %s"
                  % (seed, shown, summary["window"]))
            wins = check_wins_table(page, summary, "seed %d" % seed)
            page.screenshot("export-%s.png" % name)
            if summary["wins"]:
                page.screenshot("export-%s-wins.png" % name)
            spliced = check_splice(page, args, machine, summary, offsets, seed)
            if spliced:
                page.screenshot("export-%s-splice.png" % name)
            report.append("seed %d: window %s, wins %s, pay %s, %d splice frames"
                          % (seed, shown, wins, summary["pay"], spliced))
        print("PASS: %s opened from disk: %s" % (args.file, "; ".join(report)))
        return 0
    except Failure as failure:
        print("FAIL: " + str(failure), file=sys.stderr)
        return 1
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
