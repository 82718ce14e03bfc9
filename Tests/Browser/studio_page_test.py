#!/usr/bin/env python3
"""Real-browser tests of the studio page as a whole: the exported page against the served one,
machine B of an A/B comparison, and the layout and units (headless Chromium, selenium).

    python3 Tests/Browser/studio_page_test.py parity --url URL --file spin.html \
        --reelsim .build/debug/reelsim --config Configs/video-5reel.json --seeds 1,8 --out DIR
    python3 Tests/Browser/studio_page_test.py ab --url URL --reelsim .build/debug/reelsim \
        --config-b Configs/turbo.json --seed 7 --out DIR
    python3 Tests/Browser/studio_page_test.py polish --url URL --wheel-url URL2 --out DIR

parity: the served page (URL) and the exported page (FILE, opened from disk) of the same config
spin each seed; both show `simulate --json`'s result code, and every chart's axes (x and y
ranges, labels) and event markers (kind, drum, x, y) are the same in both. The wins table
numbers the paylines as the config's `paytable.lines` index and `simulate`'s wins table do.

ab: with A/B on, machine B (the `--compare` config) is drawn under A: at ticks of B's spin
each of B's drums is drawn at the offset `simulate --trace` gives, at rest it shows B's window,
and while the clock plays, A and B both move. Screenshots studio-ab-WxH.png.

polish: on a prize wheel (WHEEL-URL) the charts and the metrics table say degrees, never pt; on
URL (a machine that declares the pachislot rules) every rule badge's value is whole at 1280 ×
800, 1600 × 900 and 1920 × 1080; at 1280 × 800 the stage and the charts scroll as one (at most
two scrolling regions) and no card overlaps another; the status says "paused" while paused;
the cruiseSpeed slider is logarithmic and a 30 px drag moves it by the ratio its track gives.
Screenshots studio-WxH.png and studio-wheel-WxH.png.

Exit codes: 0 passed; 1 a check failed (one line `FAIL: …` on stderr); 64 usage;
77 skipped: selenium, chromium or chromedriver is not installed (one line `SKIP: …`).
"""

import argparse
import csv
import io
import json
import math
import os
import pathlib
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_test import CHROMEDRIVER, Failure, Studio, check, make_driver  # noqa: E402


def parse_args():
    parser = argparse.ArgumentParser(description="Real-browser tests of the studio page as a whole.")
    parser.add_argument("mode", choices=["parity", "ab", "polish"])
    parser.add_argument("--url", required=True, help="the served studio")
    parser.add_argument("--file", help="parity: the exported page of the same config")
    parser.add_argument("--config", help="parity: the config both pages show")
    parser.add_argument("--config-b", help="ab: the --compare config")
    parser.add_argument("--wheel-url", help="polish: a studio serving a prize wheel")
    parser.add_argument("--reelsim", help="the reelsim binary (the reference spins)")
    parser.add_argument("--seeds", default="1", help="parity: comma-separated seeds")
    parser.add_argument("--seed", type=int, default=7, help="ab: the seed")
    parser.add_argument("--out", required=True, help="folder for the screenshots (created)")
    parser.add_argument("--timeout", type=float, default=30, help="seconds to wait for each step")
    parser.add_argument("--chromium", default=None, help="the browser binary (default: chromium on PATH)")
    parser.add_argument("--chromedriver", default=CHROMEDRIVER, help="chromedriver")
    try:
        args = parser.parse_args()
        args.seeds = [int(s) for s in args.seeds.split(",")]
    except (SystemExit, ValueError) as exit_:
        sys.exit(0 if isinstance(exit_, SystemExit) and exit_.code == 0 else 64)
    needed = {"parity": ["file", "config", "reelsim"], "ab": ["config_b", "reelsim"], "polish": ["wheel_url"]}
    missing = [name for name in needed[args.mode] if not getattr(args, name)]
    if missing:
        print("usage: %s needs --%s" % (args.mode, missing[0].replace("_", "-")), file=sys.stderr)
        sys.exit(64)
    return args


def resize(driver, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def open_page(page, url):
    """Loads a page (served or exported) and waits until it can spin."""
    page.driver.get(url)
    page.wait("the page to load the machine", lambda: page.js(
        "return !!document.querySelector('[data-path=\"motion.cruiseSpeed\"]') && !!window.studio;"))


def spin_to_rest(page, seed):
    """Spins `seed`, waits for every answer, jumps to the end and waits for the charts of it."""
    page.set_value("#seed", str(seed))
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the seed-%d spin" % seed)
    page.js("window.studio.seek(1e9);")
    page.wait("seed %d at rest with its charts drawn" % seed, lambda: page.studio("state") == "at rest"
              and page.studio("drawnTime") == page.studio("time")
              and all(c["markers"] for c in page.js("return window.studio.charts();")))
    time.sleep(0.1)
    return page.js("return window.studio.charts();")


def simulate(args, config, seed, trace=False):
    command = [args.reelsim, "simulate", config, "--seed", str(seed), "--json"]
    if trace:
        command += ["--trace", "-", "--format", "csv"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    check(done.returncode == 0, "simulate --seed %d exited %d: %s" % (seed, done.returncode, done.stderr.strip()))
    if not trace:
        return json.loads(done.stdout), None
    offsets = {}
    lines = [line for line in done.stdout.splitlines() if not line.startswith("#")]
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        offsets.setdefault(int(row["drum"]), {})[int(row["tick"])] = float(row["offset"])
    return json.loads(done.stderr), offsets


def close(a, b):
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


def compare_charts(served, exported, label):
    check([c["key"] for c in served] == [c["key"] for c in exported], label + ": the pages have other charts")
    for s, e in zip(served, exported):
        name = "%s: chart %s" % (label, s["key"])
        for field in ("x0", "x1", "y0", "y1"):
            check(close(s[field], e[field]), "%s: %s is %r served, %r exported (axes %s…%s against %s…%s)"
                  % (name, field, s[field], e[field], s["x0"], s["x1"], e["x0"], e["x1"]))
        check((s["xLabel"], s["yLabel"]) == (e["xLabel"], e["yLabel"]),
              "%s: axis labels %r served, %r exported" % (name, (s["xLabel"], s["yLabel"]), (e["xLabel"], e["yLabel"])))
        key = lambda m: (m["machine"], m["drum"], m["kind"], m["x"], m["y"])  # noqa: E731
        ms, me = sorted(s["markers"], key=key), sorted(e["markers"], key=key)
        check(len(ms) == len(me), "%s: %d markers served, %d exported" % (name, len(ms), len(me)))
        for a, b in zip(ms, me):
            check((a["machine"], a["drum"], a["kind"]) == (b["machine"], b["drum"], b["kind"])
                  and close(a["x"], b["x"]) and close(a["y"], b["y"]),
                  "%s: marker %r served, %r exported" % (name, a, b))
        # Every marker is inside the axes (a cut axis loses the braking markers).
        lo_x, hi_x = min(e["x0"], e["x1"]), max(e["x0"], e["x1"])
        for m in me:
            check(lo_x <= m["x"] <= hi_x and e["y0"] <= m["y"] <= e["y1"],
                  "%s: the exported page draws %s of drum %s at (%g, %g), off its axes %g…%g × %g…%g"
                  % (name, m["kind"], m["drum"], m["x"], m["y"], e["x0"], e["x1"], e["y0"], e["y1"]))


def check_line_numbers(page, summary, config, label):
    """The wins table's line numbers are the config's `paytable.lines` indices: the line named
    runs through `count` cells of the win's symbol (or the wild) from drum 0, as `simulate`'s
    table numbers it."""
    rows = page.js("""return [...document.querySelectorAll('#wins tbody tr.win-row')]
                      .map(tr => [...tr.cells].map(td => td.textContent.trim()));""")
    lines = config["paytable"]["lines"]
    wild = config["paytable"].get("wild")
    shown = [int(r[0]) for r in rows if r[0].isdigit()]
    want = [w["line"] for w in summary["wins"] if w["line"] is not None]
    check(shown == want, "%s: the wins table numbers the lines %s, simulate's %s" % (label, shown, want))
    for win in summary["wins"]:
        if win["line"] is None:
            continue
        path = lines[win["line"]]
        cells = [summary["window"][path[d]][d] for d in range(win["count"])]
        check(all(c in (win["symbol"], wild) for c in cells),
              "%s: line %d runs through %s, not %d × %s" % (label, win["line"], cells, win["count"], win["symbol"]))
    return len(want)


def run_parity(driver, args):
    page = Studio(driver, args)
    config = json.loads(pathlib.Path(args.config).read_text())
    report = []
    numbered = 0
    for seed in args.seeds:
        summary, _ = simulate(args, args.config, seed)
        open_page(page, args.url)
        served = spin_to_rest(page, seed)
        served_code = page.text("result").strip()
        numbered += check_line_numbers(page, summary, config, "served seed %d" % seed)
        open_page(page, pathlib.Path(args.file).resolve().as_uri())
        exported = spin_to_rest(page, seed)
        exported_code = page.text("result").strip()
        check(page.studio("spunInPage"), "the exported page did not spin seed %d itself" % seed)
        check(served_code == summary["resultCode"],
              "seed %d: the served page shows result code %r, simulate %r" % (seed, served_code, summary["resultCode"]))
        check(exported_code == served_code,
              "seed %d: the exported page shows result code %r, the served page %r" % (seed, exported_code, served_code))
        compare_charts(served, exported, "seed %d" % seed)
        approach = next(c for c in exported if c["key"] == "approach")
        brakes = sum(1 for m in approach["markers"] if m["kind"] == "brakingStarted")
        check(brakes == len(summary["drums"]), "seed %d: %d braking markers on the distance chart, %d drums"
              % (seed, brakes, len(summary["drums"])))
        report.append("seed %d: result code %s in both; distance axis %.6g…%.6g in both, %d markers on it"
                      % (seed, served_code, approach["x0"], approach["x1"], len(approach["markers"])))
    check(numbered > 0, "no seed of %s has a line win: pick seeds with one" % args.seeds)
    report.append("paylines: %d line wins numbered as the config's paytable.lines and simulate" % numbered)
    report.append("screenshot: " + page.screenshot("studio-export-parity.png"))
    return report


def drawn_b(page):
    return page.js("return window.studio.drawnB;")


def run_ab(driver, args):
    page = Studio(driver, args)
    report = []
    open_page(page, args.url)
    page.click("ab")
    page.set_value("#seed", str(args.seed))
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the A/B spin")
    page.wait("machine B's spin", lambda: page.studio("summaryB") is not None and not page.studio("busy"))
    check(page.js("return !document.getElementById('machine-b').hidden;"), "machine B's drums are not shown")
    label = page.text("machine-b-label")
    name = json.loads(pathlib.Path(args.config_b).read_text()).get("name", "")
    check(name in label, "B's drums are labelled %r, not with B's name %r" % (label, name))
    summary_b, offsets = simulate(args, args.config_b, args.seed, trace=True)
    shown_b = page.studio("summaryB")
    check(shown_b["targets"] == summary_b["targets"], "B's targets %s, simulate's %s" % (shown_b["targets"], summary_b["targets"]))
    dt = summary_b["timeStep"]
    last = max(max(ticks) for ticks in offsets.values())
    checked = 0
    for tick in (10, last // 4, last // 2, (3 * last) // 4, last - 5):
        t = tick * dt
        page.js("window.studio.seek(arguments[0]);", t)
        page.wait("a frame at tick %d" % tick, lambda: page.studio("drawnTime") == t)
        drawn = drawn_b(page)
        check(drawn is not None and len(drawn) == len(offsets), "B draws %r drums, simulate has %d" % (drawn, len(offsets)))
        for drum, ticks in offsets.items():
            want = ticks[min(tick, max(ticks))]
            check(abs(drawn[drum]["offset"] - want) < 1e-6,
                  "B drum %d at tick %d is drawn at offset %r, simulate's trace says %r" % (drum, tick, drawn[drum]["offset"], want))
            checked += 1
        if tick == last // 2:
            resize(driver, 1920, 1080)
            time.sleep(0.3)
            report.append("screenshot: " + page.screenshot("studio-ab-1920x1080.png"))
            resize(driver, 1280, 800)
            time.sleep(0.3)
            report.append("screenshot: " + page.screenshot("studio-ab-1280x800.png"))
            resize(driver, 1400, 900)
    page.js("window.studio.seek(1e9);")
    page.wait("rest", lambda: page.studio("state") == "at rest" and page.studio("drawnTime") == page.studio("time"))
    columns = [d["symbols"] for d in drawn_b(page)]
    window = [list(row) for row in zip(*columns)]
    check(window == summary_b["window"], "B rests showing %s, simulate's window is %s" % (window, summary_b["window"]))
    # Animated with A: from 0, the clock moves both machines' drums.
    page.js("window.studio.seek(0);")
    page.wait("a frame at 0", lambda: page.studio("drawnTime") == 0)
    page.click("pause")
    page.wait("the playback to pass 0.3 s", lambda: page.studio("time") > 0.3)
    first_b = [d["offset"] for d in drawn_b(page)]
    first_a = page.js("return window.studio.visibleWindow();")
    first_t = page.studio("time")
    page.wait("the playback to move on", lambda: page.studio("time") > first_t + 0.2)
    second_b = [d["offset"] for d in drawn_b(page)]
    second_a = page.js("return window.studio.visibleWindow();")
    check(first_b != second_b, "B's drums did not move while the clock played (%s)" % first_b)
    check(first_a != second_a, "A's drums did not move while the clock played")
    report.append("B: %d drum offsets equal simulate's trace at 5 ticks, B's window at rest %s; A and B both move "
                  "while playing" % (checked, window))
    return report


def badge_problems(page):
    """Every rule badge's value that is cut: wider than its box, or outside its badge or the panel."""
    return page.js("""
      const panel = document.querySelector('.panel').getBoundingClientRect();
      const out = [];
      for (const value of document.querySelectorAll('#rules .badge .value')) {
        const badge = value.closest('.badge').getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(value);
        for (const r of range.getClientRects()) {
          if (r.left < badge.left - 0.5 || r.right > badge.right + 0.5 || r.right > panel.right + 0.5)
            out.push(value.textContent + ': text at ' + r.left + '…' + r.right + ', badge ' + badge.left + '…' + badge.right);
        }
        if (value.scrollWidth > value.clientWidth + 1) out.push(value.textContent + ': scrolls ' + value.scrollWidth + ' > ' + value.clientWidth);
      }
      return out;""")


def layout_problems(page):
    """Scrolling regions, overlapping cards, horizontal overflow."""
    return page.js("""
      const out = [];
      const scrollers = [...document.querySelectorAll('body *')].filter((e) => {
        const y = getComputedStyle(e).overflowY;
        return (y === 'auto' || y === 'scroll') && e.scrollHeight > e.clientHeight + 1 && e.clientHeight > 200;
      }).map((e) => e.className || e.id);
      if (scrollers.length > 2) out.push('scrolling regions: ' + scrollers.join(', '));
      const boxes = [...document.querySelectorAll('.card:not([hidden]), .chart, .panel > .group')]
        .filter((e) => e.offsetParent !== null).map((e) => [e.className, e.getBoundingClientRect()]);
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        const [n, a] = boxes[i]; const [m, b] = boxes[j];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) out.push(n + ' overlaps ' + m);
      }
      if (document.documentElement.scrollWidth > innerWidth) out.push('the page is wider than the window');
      for (const c of document.querySelectorAll('.chart')) {
        const r = c.getBoundingClientRect();
        if (r.width < 300 || r.height < 160) out.push('chart ' + c.dataset.chart + ' is ' + r.width + ' × ' + r.height);
      }
      const m = document.getElementById('machine-canvas').getBoundingClientRect();
      if (m.top < 0 || m.bottom > innerHeight || m.right > innerWidth) out.push('the machine is not in view');
      return {problems: out, scrollers};""")


def run_polish(driver, args):
    page = Studio(driver, args)
    report = []
    # Units from the machine's kind: a wheel's lengths are degrees.
    for width, height in ((1280, 800), (1920, 1080)):
        resize(driver, width, height)
        open_page(page, args.wheel_url)
        charts = spin_to_rest(page, 12)
        time.sleep(0.2)
        report.append("screenshot: " + page.screenshot("studio-wheel-%dx%d.png" % (width, height)))
    labels = [(c["xLabel"], c["yLabel"]) for c in charts]
    for x, y in labels:
        check("pt" not in (x + y).split("(")[-1] and " pt" not in x + y and "(pt" not in x + y,
              "a wheel's chart says pt: %r / %r" % (x, y))
    check(("distance to the target (°)", "velocity (°/s)") in labels, "the wheel's charts say %s" % labels)
    heads = page.js("return [...document.querySelectorAll('#metrics-table th')].map(th => th.textContent);")
    check("peak °/s" in heads and not any("pt" in h for h in heads), "the wheel's metrics say %s" % heads)
    report.append("wheel: charts %s; metrics %s" % (labels, heads))

    # Badges whole, layout, at three sizes.
    for width, height in ((1280, 800), (1600, 900), (1920, 1080)):
        resize(driver, width, height)
        open_page(page, args.url)
        spin_to_rest(page, 1)
        page.wait("the check's badges", lambda: page.js("return document.querySelectorAll('#rules .badge').length;"))
        time.sleep(0.2)
        cut = badge_problems(page)
        check(not cut, "%dx%d: a rule badge's value is cut: %s" % (width, height, cut))
        skill = page.js("return document.querySelector('[data-rule=\"skillStop\"] .value, #rules .badge.fail .value').textContent;")
        if width != 1600:
            layout = layout_problems(page)
            check(not layout["problems"], "%dx%d: %s" % (width, height, "; ".join(layout["problems"])))
            report.append("%dx%d: scrolling regions %s; screenshot %s" % (
                width, height, layout["scrollers"], page.screenshot("studio-%dx%d.png" % (width, height))))
        report.append("%dx%d: badges whole (%s)" % (width, height, skill))

    # The transport says paused while paused.
    resize(driver, 1280, 800)
    page.js("window.studio.seek(1.0);")
    page.wait("the status to say paused", lambda: page.text("status") == "paused")
    page.click("pause")
    page.wait("the status to say playing", lambda: page.text("status") == "playing")
    page.js("window.studio.seek(1e9);")
    page.wait("the status to say at rest", lambda: page.text("status") == "at rest")
    report.append("status: paused, playing, at rest")

    # A logarithmic slider: a 30 px drag moves cruiseSpeed by the ratio its track gives.
    from selenium.webdriver.common.action_chains import ActionChains

    slider = page.driver.find_element("css selector", 'input[type=range][data-path="motion.cruiseSpeed"]')
    scale = slider.get_attribute("data-scale")
    check(scale == "log", "the cruiseSpeed slider is %r, not logarithmic" % scale)
    p = page.js("return window.studio.parameters.find(p => p.path === 'motion.cruiseSpeed');")
    lo, hi, start = p["sliderMin"], p["sliderMax"], p["value"]
    width = slider.size["width"]
    fraction = float(slider.get_attribute("value")) / 1000
    thumb = 16
    dx = thumb / 2 + (width - thumb) * fraction - width / 2
    ActionChains(page.driver).move_to_element_with_offset(slider, round(dx), 0).click_and_hold() \
        .move_by_offset(30, 0).release().perform()
    page.wait("the drag's value", lambda: page.js(
        "return Number(document.querySelector('[data-path-number=\"motion.cruiseSpeed\"]').value) !== arguments[0];", start))
    moved = float(page.js("return document.querySelector('[data-path-number=\"motion.cruiseSpeed\"]').value;"))
    ratio = moved / start
    per_pixel = (hi / lo) ** (1 / (width - thumb))
    check(per_pixel ** 25 < ratio < per_pixel ** 35,
          "a 30 px drag moved cruiseSpeed %g → %g (×%.3f); the %d px logarithmic track gives ×%.3f for 30 px"
          % (start, moved, ratio, width, per_pixel ** 30))
    report.append("slider: %d px track, %g … %g, a 30 px drag moves cruiseSpeed %g → %g (×%.3f)"
                  % (width, lo, hi, start, moved, ratio))
    return report


def main():
    args = parse_args()
    os.makedirs(args.out, exist_ok=True)
    driver = make_driver(args)
    try:
        report = {"parity": run_parity, "ab": run_ab, "polish": run_polish}[args.mode](driver, args)
        errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        check(not errors, "the console has errors: %s" % [e.get("message") for e in errors][:3])
    except Failure as failure:
        print("FAIL: %s" % failure, file=sys.stderr)
        return 1
    finally:
        driver.quit()
    for line in report:
        print(line)
    print("PASS: studio page %s" % args.mode)
    return 0


if __name__ == "__main__":
    sys.exit(main())
