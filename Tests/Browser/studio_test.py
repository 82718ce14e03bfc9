#!/usr/bin/env python3
"""Real-browser test of the `reelsim studio` page (headless Chromium driven by selenium).

    python3 Tests/Browser/studio_test.py --url http://127.0.0.1:PORT --out DIR \
        [--config-dir DIR] [--reelsim .build/debug/reelsim]

Start `reelsim studio --port 0` first and pass the URL it prints. The test loads the page,
spins the default machine with seed 1, waits for rest and checks that the symbols drawn in
every window equal the summary's window and that `#spin-time` shows the summary's spin time to the ms;
checks that 0.1x playback advances the page's clock about 0.1 s per wall second; moves the
cruise-speed slider and checks that the spin time and the curves change; checks that a value
the server refuses shows its error next to the field; saves the edited config under a new
name (and again, confirming the overwrite) and checks the file in `--config-dir`; with
`--reelsim`, re-simulates the saved file and checks that the summary equals the page's. When the page runs the model itself (always with
`--require-model`), checks that the tuned spin was spun in the page and that the server's spin
of the same edits has the same targets and trace. It
writes studio-rest.png, studio-mid-spin.png and studio-tuned.png into `--out`.

With `--rows-only CONFIG` (a variable-row machine, served from CONFIG) it spins each of
`--seeds` and checks at rest: the symbols drawn equal the summary's window, every drum shows
the summary's rows of W/rows pt each, the top drum shows the summary's symbols, with
`--reelsim` the summary's window, rows and top drum equal `reelsim simulate CONFIG --seed N
--json`'s, and with `--require-model` the page spun it itself and the server's spin has the
same targets and trace. Mid-spin it checks that some drum draws cells of two heights (the seam)
that tile its window; the top drum is "top" in the charts' legend and the metrics table, and not
judged by the rpm80 badge. It writes studio-megaways-mid.png, studio-megaways-rest.png and
studio-megaways-legend.png.

With `--wins-seed SEED` it only spins SEED and checks that the wins table shows every win of
the summary with its ways count and multiplier (pay-rule machines) and pay, and that the
feature panel shows the summary's free spins round (every free spin, the round's win) and
tumble chain (every tumble, the chain pay); `--feature "free spins"` or `--feature tumbles`
requires that feature's results on that spin. It writes studio-wins-SEED.png.

With `--windows-only NAME` it only spins seeds 1, 2 and 3 of the served machine and checks,
with vertical and horizontal drums, that the symbols drawn in every window at rest equal the
summary's window (a window of any row count, its result row anywhere), and writes
studio-NAME.png.

Exit codes: 0 passed; 1 a check failed (one line `FAIL: …` on stderr); 64 usage;
77 skipped: selenium, chromium or chromedriver is not installed (one line `SKIP: …`).
"""

import argparse
import decimal
import json
import os
import shutil
import subprocess
import sys
import time

SKIP = 77
CHROMEDRIVER = "/usr/bin/chromedriver"


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def seconds(value):
    """A time as the page (and the CLI's formatFixed) shows it: |value|·1000 in binary floating
    point, rounded to the nearest whole number with halves away from zero, three decimals."""
    scaled = decimal.Decimal(abs(value) * 1000).quantize(decimal.Decimal(1), rounding=decimal.ROUND_HALF_UP)
    sign = "-" if value < 0 and scaled != 0 else ""
    return sign + str((scaled / 1000).quantize(decimal.Decimal("0.001")))


def parse_args():
    parser = argparse.ArgumentParser(description="Real-browser test of the reelsim studio page.")
    parser.add_argument("--url", required=True, help="the studio's URL, e.g. http://127.0.0.1:8080")
    parser.add_argument("--out", required=True, help="folder for the screenshots (created)")
    parser.add_argument("--config-dir", help="the folder Save writes into; the saved file is checked there")
    parser.add_argument("--reelsim", help="the reelsim binary: re-simulate the saved config and compare")
    parser.add_argument("--windows-only", metavar="NAME",
                        help="only check the windows at rest of seeds 1 to 3; screenshot studio-NAME.png")
    parser.add_argument("--rows-only", metavar="CONFIG",
                        help="only spin seeds of a variable-row (Megaways) machine served from CONFIG and "
                             "check rows, cell heights, the top drum and (with --reelsim) simulate's window; "
                             "screenshots studio-megaways-*.png")
    parser.add_argument("--cascade-seed", type=int, metavar="SEED",
                        help="with --rows-only: only spin SEED of a tumbling machine (variable or fixed "
                             "rows) and play its whole chain (cells on each drum's rows, the final window); "
                             "screenshots studio-cascade-*.png (variable rows), studio-tumble-*.png (fixed)")
    parser.add_argument("--seeds", default="1,2,3,4,5", help="with --rows-only: the seeds (default 1,2,3,4,5)")
    parser.add_argument("--wins-seed", type=int, metavar="SEED",
                        help="only spin SEED and check the wins table (ways, multipliers, pays)")
    parser.add_argument("--feature", choices=["free spins", "tumbles"],
                        help="with --wins-seed: the spin must show this feature's results")
    parser.add_argument("--require-model", action="store_true",
                        help="fail unless the page runs the model itself (reelkit.wasm served)")
    parser.add_argument("--timeout", type=float, default=30, help="seconds to wait for each step (default 30)")
    parser.add_argument("--chromium", default=None, help="the browser binary (default: chromium on PATH)")
    parser.add_argument("--chromedriver", default=CHROMEDRIVER, help="chromedriver (default /usr/bin/chromedriver)")
    try:
        return parser.parse_args()
    except SystemExit as exit_:
        sys.exit(0 if exit_.code == 0 else 64)


def make_driver(args):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        print("SKIP: Python selenium is not installed (pip install selenium)", file=sys.stderr)
        sys.exit(SKIP)
    browser = args.chromium or shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser or not os.path.exists(browser):
        print("SKIP: chromium is not installed (apt-get install chromium chromium-driver)", file=sys.stderr)
        sys.exit(SKIP)
    driver_path = args.chromedriver if os.path.exists(args.chromedriver) else shutil.which("chromedriver")
    if not driver_path:
        print("SKIP: chromedriver is not installed (apt-get install chromium-driver)", file=sys.stderr)
        sys.exit(SKIP)
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in ("--headless=new", "--no-sandbox", "--window-size=1400,900", "--disable-dev-shm-usage",
                 "--force-device-scale-factor=1", "--hide-scrollbars"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    # --window-size counts the browser's frame: make the page itself 1400 x 900.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1400, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    return driver


class Studio:
    """The page under test, through its stable ids and `window.studio`."""

    def __init__(self, driver, args):
        self.driver = driver
        self.args = args

    def js(self, script, *values):
        return self.driver.execute_script(script, *values)

    def studio(self, expression):
        return self.js("return window.studio ? window.studio." + expression + " : undefined;")

    def wait(self, what, predicate, timeout=None):
        deadline = time.monotonic() + (timeout or self.args.timeout)
        last = None
        while time.monotonic() < deadline:
            try:
                last = predicate()
                if last:
                    return last
            except Exception as error:  # the page may be between states; retry until the deadline
                last = error
            time.sleep(0.05)
        raise Failure("timed out waiting for %s (last: %r)" % (what, last))

    def element(self, element_id):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.ID, element_id)

    def text(self, element_id):
        return self.js("return document.getElementById(arguments[0]).textContent;", element_id)

    def click(self, element_id):
        self.js("document.getElementById(arguments[0]).click();", element_id)

    def set_value(self, selector, value, event="input"):
        found = self.js(
            """const el = document.querySelector(arguments[0]);
               if (!el) return false;
               el.value = arguments[1];
               el.dispatchEvent(new Event(arguments[2], {bubbles: true}));
               return true;""",
            selector, str(value), event)
        check(found, "no element %s on the page" % selector)

    def spins(self):
        return self.studio("spins") or 0

    def wait_new_spin(self, before, what):
        self.wait(what, lambda: self.spins() > before and not self.studio("busy"))

    def wait_rest(self):
        self.wait("the spin to come to rest", lambda: self.studio("state") == "at rest"
                  and self.text("status") == "at rest")

    def chart_pixels(self):
        return self.js("""return [...document.querySelectorAll('#charts canvas')]
                          .map(c => c.toDataURL('image/png'));""")

    def screenshot(self, name):
        path = os.path.join(self.args.out, name)
        check(self.driver.save_screenshot(path), "could not write " + path)
        return path

    def check_window_at_rest(self, label):
        summary = self.studio("summary")
        check(summary is not None, label + ": no summary on the page")
        shown = self.js("return window.studio.visibleWindow();")
        # The drums play a fixed-row tumble chain or a cluster grid's cascades: at rest they
        # show its last window, the summary's landing window without one.
        final = summary["window"]
        chain = summary.get("tumble")
        if summary.get("cluster"):
            final = summary["cluster"]["steps"][-1]["window"]
        elif chain and chain["steps"] and not summary.get("rows"):
            final = chain["steps"][-1]["window"]
        # A variable-row window is ragged: the summary writes "" where a drum has no row, the
        # page draws nothing there (null).
        window = [[None if cell == "" else cell for cell in row] for row in final]
        check(shown == window,
              "%s: the drums show %s but the summary's window at rest is %s" % (label, shown, final))
        spin_time = self.text("spin-time").strip()
        check(spin_time == seconds(summary["spinTime"]),
              "%s: #spin-time shows %r, the summary's %r to the millisecond is %r"
              % (label, spin_time, summary["spinTime"], seconds(summary["spinTime"])))
        return summary

    def playback_rate(self, seconds):
        """Page seconds per wall second over `seconds` of wall time."""
        t0, w0 = self.studio("time"), time.monotonic()
        time.sleep(seconds)
        t1, w1 = self.studio("time"), time.monotonic()
        return (t1 - t0) / (w1 - w0)


def load_page(page, args):
    """Loads the page and waits until it shows the machine and is ready."""
    page.driver.get(args.url.rstrip("/") + "/")
    page.wait("the page to load the machine", lambda: page.js(
        "return !!document.querySelector('[data-path=\"motion.cruiseSpeed\"]');"))
    check(page.text("status") == "ready", "status before any spin is %r, not 'ready'" % page.text("status"))


def run_windows(driver, args):
    """Seeds 1 to 3 at rest: the drawn windows equal the summaries', vertical and horizontal."""
    page = Studio(driver, args)
    report = []
    load_page(page, args)
    for seed in (1, 2, 3):
        page.set_value("#seed", str(seed))
        before = page.spins()
        page.click("spin")
        page.wait_new_spin(before, "the seed-%d spin" % seed)
        page.wait_rest()
        summary = page.check_window_at_rest("seed %d" % seed)
        check(summary["seed"] == seed, "the page spun seed %r, not %d" % (summary["seed"], seed))
        page.click("horizontal")
        time.sleep(0.2)
        page.check_window_at_rest("seed %d, horizontal drums" % seed)
        page.click("horizontal")
        time.sleep(0.2)
        report.append("seed %d at rest: window %s" % (seed, summary["window"]))
    report.append("screenshot: " + page.screenshot("studio-%s.png" % args.windows_only))
    return report


def run_rows(driver, args):
    """A variable-row machine: rows, cell heights, top drum and simulate's window, seed by seed."""
    import urllib.request

    page = Studio(driver, args)
    report = []
    load_page(page, args)
    with urllib.request.urlopen(args.url.rstrip("/") + "/api/machine") as answer:
        machine = json.load(answer)
    check(machine.get("rows"), "GET /api/machine has no rows for a variable-row machine")
    heights = machine["rows"]["windowHeight"]
    if args.require_model:
        check(page.studio("model") == "in page", "the model does not run in the page: %r" % page.studio("model"))
    seeds = [int(seed) for seed in args.seeds.split(",")]
    mid_png = None
    for seed in seeds:
        page.set_value("#seed", str(seed))
        before = page.spins()
        page.click("spin")
        page.wait_new_spin(before, "the seed-%d spin" % seed)
        if mid_png is None:
            # Mid-spin: the drums spin the previous cells out below their seams.
            page.js("window.studio.seek(arguments[0]);", 0.15)
            time.sleep(0.3)
            cells = page.js("return window.studio.cells();")
            mixed = [d for d, drum in enumerate(cells) if len({round(c["height"], 6) for c in drum}) > 1]
            check(mixed, "seed %d at 0.15 s: no drum draws cells of two heights (no seam)" % seed)
            mid_png = page.screenshot("studio-megaways-mid.png")
            report.append("seed %d at 0.15 s: drums %s draw a seam" % (seed, mixed))
            page.click("pause")  # plays on from the paused time
        page.wait_rest()
        summary = page.check_window_at_rest("seed %d" % seed)
        rows = summary.get("rows")
        check(rows and len(rows) == len(heights), "seed %d: the summary has no rows per drum: %r" % (seed, rows))
        cells = page.js("return window.studio.cells();")
        for d, drum in enumerate(cells):
            want = heights[d] / rows[d]
            check(len(drum) == rows[d], "seed %d drum %d: %d cells drawn at rest, the spin shows %d rows"
                  % (seed, d, len(drum), rows[d]))
            check(all(abs(c["height"] - want) < 1e-9 for c in drum),
                  "seed %d drum %d: cell heights %s, not W/rows = %s pt" % (seed, d, [c["height"] for c in drum], want))
        top = summary.get("topDrum")
        if machine["rows"].get("topDrum"):
            check(top is not None, "seed %d: the summary has no top drum" % seed)
            shown = page.studio("topDrum")
            check(shown == top["symbols"], "seed %d: the top drum shows %s, the summary %s" % (seed, shown, top["symbols"]))
        ways = page.text("ways").replace(",", "")
        check(ways == str(summary["ways"]), "seed %d: the outcome card shows %s ways, the summary %s" % (seed, ways, summary["ways"]))
        check(page.text("rows") == " ".join(str(r) for r in rows),
              "seed %d: the outcome card shows rows %r, the summary %s" % (seed, page.text("rows"), rows))
        if args.require_model:
            page.wait("the server's answer", lambda: not page.studio("busy"))
            check(page.studio("spunInPage"), "seed %d: not spun in the page" % seed)
            check(page.studio("modelMismatch") is None,
                  "seed %d: the page's spin differs from the server's: %s" % (seed, page.studio("modelMismatch")))
            mine = page.studio("localSummary")
            check(mine is not None, "seed %d: no summary of the page's own spin" % seed)
            for key in ("targets", "rows", "previousRows", "ways", "topDrum"):
                theirs = summary.get(key)
                if key == "topDrum" and theirs is not None:
                    theirs = {"stop": theirs["stop"], "symbols": theirs["symbols"]}
                check(mine.get(key) == theirs,
                      "seed %d: the page's own summary has %s %r, the server's %r" % (seed, key, mine.get(key), theirs))
        if args.reelsim:
            done = subprocess.run([args.reelsim, "simulate", args.rows_only, "--seed", str(seed), "--json"],
                                  capture_output=True, text=True, timeout=120)
            check(done.returncode == 0, "reelsim simulate --seed %d: exit %d: %s" % (seed, done.returncode, done.stderr.strip()))
            simulated = json.loads(done.stdout)
            for key in ("window", "rows", "ways", "topDrum", "targets"):
                check(simulated.get(key) == summary.get(key),
                      "seed %d: simulate's %s is %r, the page's summary %r" % (seed, key, simulated.get(key), summary.get(key)))
        report.append("seed %d at rest: rows %s, %s ways, top %s" % (seed, rows, summary["ways"], top and top["symbols"]))
    report.append("screenshots: %s, %s" % (mid_png, page.screenshot("studio-megaways-rest.png")))
    if machine["rows"].get("topDrum"):
        report += check_top_drum_panels(page, len(heights))
    try:
        logs = driver.get_log("browser")
    except Exception:
        logs = []
    severe = [entry["message"] for entry in logs if entry.get("level") == "SEVERE"]
    check(not severe, "the page logged errors: %s" % severe)
    return report


def drums_of(summary, window):
    """A summary's machine window (rows top first, "" below a drum's last cell; a drum under the
    top drum with its top cell first) as the drums draw it: each drum's own cells, top first."""
    drums = len(summary["rows"]) if summary.get("rows") else len(summary["window"][0])
    columns = [[row[d] for row in window if d < len(row) and row[d] != ""] for d in range(drums)]
    if summary.get("topDrum"):
        columns = [column[1:] if 1 <= d <= len(columns) - 2 else column for d, column in enumerate(columns)]
    return columns


def run_cascade(driver, args):
    """A tumbling machine (variable rows, or fixed rows): the page plays the seed's whole chain
    (`window.studio.tumble()` names the tumble under way). Mid-chain the drums draw cells
    falling between rows, each drum its rows' cells (of W/rows pt on variable rows); at rest
    the drums and the top drum show the chain's final window, not the landing window.
    Screenshots: studio-cascade-*.png (variable rows), studio-tumble-*.png (fixed rows)."""
    page = Studio(driver, args)
    report = []
    load_page(page, args)
    seed = args.cascade_seed
    page.set_value("#seed", str(seed))
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the seed-%d spin" % seed)
    page.wait("the server's answer", lambda: not page.studio("busy"))
    summary = page.studio("summary")
    chain = summary.get("tumble")
    check(chain and chain["steps"], "seed %d: the summary has no cascade chain" % seed)
    rows = summary.get("rows") or [len(summary["window"])] * len(summary["window"][0])
    # A fixed-row summary's chain has no symbolHeights: each drum's own (`GET /api/machine`).
    heights = chain.get("symbolHeights")
    if not heights:
        import urllib.request

        with urllib.request.urlopen(args.url.rstrip("/") + "/api/machine") as answer:
            heights = [d["symbolHeight"] for d in json.load(answer)["drums"]]
    shot = "studio-cascade-" if summary.get("rows") else "studio-tumble-"
    dt = summary["timeStep"]
    # Mid-fall of the first cascade: every drum draws its rows' cells, some between two rows.
    first = chain["steps"][0]
    # 0.28 s after the removal: past the columns' fall delay, before the cells land.
    page.js("window.studio.seek(arguments[0]);", first["removalTick"] * dt + 0.28)
    time.sleep(0.3)
    cells = page.js("return window.studio.cells();")
    moving = 0
    for d, drum in enumerate(cells):
        check(len(drum) == rows[d], "seed %d mid-cascade: drum %d draws %d cells, it has %d rows"
              % (seed, d, len(drum), rows[d]))
        for cell in drum:
            check(abs(cell["height"] - heights[d]) < 1e-9, "seed %d mid-cascade: drum %d cell of %s pt, not %s"
                  % (seed, d, cell["height"], heights[d]))
            offset = (cell["top"] / heights[d]) % 1
            if 1e-9 < offset < 1 - 1e-9:
                moving += 1
    check(moving > 0, "seed %d: no cell between two rows 0.28 s into the first cascade" % seed)
    drawn = page.js("return window.studio.tumble();")
    check(drawn is not None and drawn["step"] == first["tumble"] and not drawn["resting"],
          "seed %d mid-cascade: the page draws %s, not tumble %d falling" % (seed, drawn, first["tumble"]))
    mid_png = page.screenshot(shot + "mid.png")
    page.click("pause")
    page.wait_rest()
    check(abs(page.studio("time") - chain["settleTick"] * dt) < 1e-9,
          "seed %d: the playback ends at %s s, the chain settles at %s s" % (seed, page.studio("time"), chain["settleTick"] * dt))
    final = drums_of(summary, chain["steps"][-1]["window"])
    shown = page.js("return window.studio.visibleWindow();")
    drawn = [[row[d] for row in shown if row[d] is not None] for d in range(len(rows))]
    check(drawn == final, "seed %d at rest: the drums show %s, the chain's final window is %s" % (seed, drawn, final))
    landing = drums_of(summary, summary["window"])
    check(drawn != landing, "seed %d at rest: the drums still show the landing window" % seed)
    if summary.get("topDrum"):
        top = chain["steps"][-1]["window"][0][1:len(rows) - 1]
        check(page.studio("topDrum") == top, "seed %d at rest: the top drum shows %s, the chain's %s"
              % (seed, page.studio("topDrum"), top))
    for d, drum in enumerate(page.js("return window.studio.cells();")):
        for cell in drum:
            check(abs(cell["top"] / heights[d] - round(cell["top"] / heights[d])) < 1e-9,
                  "seed %d at rest: drum %d has a cell off its rows (top %s pt)" % (seed, d, cell["top"]))
    report.append("seed %d: %d cascades played, %d cells between rows mid-fall, final window %s"
                  % (seed, len(chain["steps"]), moving, final))
    last = page.js("return window.studio.tumble();")
    check(last is not None and last["resting"] and last["step"] == chain["steps"][-1]["tumble"],
          "seed %d at rest: the page draws %s, not the last tumble at rest" % (seed, last))
    report.append("screenshots: %s, %s" % (mid_png, page.screenshot(shot + "rest.png")))
    try:
        logs = driver.get_log("browser")
    except Exception:
        logs = []
    # Without the built module (reelkit.wasm) the page plays the server's spins: not an error.
    severe = [entry["message"] for entry in logs if entry.get("level") == "SEVERE"
              and not ("reelkit.wasm" in entry["message"] and "Failed to load resource" in entry["message"])]
    check(not severe, "the page logged errors: %s" % severe)
    return report


def check_top_drum_panels(page, drums):
    """The top drum (the spin's last drum, drum `drums`) in the charts' legend as "top", in the
    metrics table, and in the rpm80 badge as not judged (it has no stop button)."""
    legend = page.js("return [...document.querySelectorAll('#legend > span')].map((s) => s.textContent);")
    check(legend[:drums + 1] == ["drum %d" % d for d in range(drums)] + ["top"],
          "the charts' legend is %r, not drums 0 ... %d then top" % (legend, drums - 1))
    colour = page.js("const i = document.querySelector('#legend [data-drum=top] i');"
                     "return i ? getComputedStyle(i).backgroundColor : null;")
    check(colour, "the legend's top entry has no colour swatch")
    rows = page.js("return [...document.querySelectorAll('#metrics-table tbody tr')]"
                   ".map((r) => r.cells[0].textContent.replace('● ', ''));")
    check("top" in rows, "the metrics table has no top drum row: %r" % rows)
    badge = page.js("const b = document.querySelector('#rules [data-rule=rpm80]');"
                    "return b ? {cls: b.className, text: b.textContent} : null;")
    check(badge and "pass" in badge["cls"], "the rpm80 badge fails: %r" % badge)
    check("top drum" in badge["text"] and "not judged" in badge["text"],
          "the rpm80 badge does not say the top drum is not judged: %r" % badge)
    page.js("document.getElementById('legend').scrollIntoView({block: 'center'});")
    time.sleep(0.3)
    return ["legend: %s; metrics rows: %s; rpm80: %s" % (", ".join(legend[:drums + 1]), ", ".join(rows), badge["text"]),
            "screenshot: " + page.screenshot("studio-megaways-legend.png")]


def wins_table(wins):
    """The wins table the page must show for `wins` (a summary's): its head and rows."""
    ways = any("ways" in w for w in wins)
    multiplied = any("multiplier" in w for w in wins)
    head = ["line", "symbol", "count"] + (["ways"] if ways else []) + (["×"] if multiplied else []) + ["pay"]
    rows = []
    for w in wins:
        line = str(w["line"]) if w.get("line") is not None else ("ways" if "ways" in w else "scatter")
        row = [line, w["symbol"], str(w["count"])]
        if ways:
            row.append(str(w["ways"]) if "ways" in w else "–")
        if multiplied:
            row.append("×%g" % w["multiplier"] if "multiplier" in w else "–")
        row.append("%.12g" % w["pay"])
        rows.append(row)
    return head, rows


def check_wins_table(page, summary, label):
    """Checks that the wins table and #pay show the summary's wins and pay (a machine without
    wins: one row saying so); returns the rows shown."""
    head, want = wins_table(summary["wins"])
    rows = page.js("return [...document.querySelectorAll('#wins tbody tr')].map(r => [...r.cells].map(c => c.textContent));")
    if not want:
        check(rows == [["no wins"]], "%s: the wins table shows %s, the summary has no wins" % (label, rows))
    else:
        shown_head = page.js("return [...document.querySelectorAll('#wins thead th')].map(c => c.textContent);")
        check(shown_head == head, "%s: the wins table's columns are %s, not %s" % (label, shown_head, head))
        check(rows == want, "%s: the wins table shows %s, the summary's wins are %s" % (label, rows, want))
    pay = "–" if summary["pay"] is None else "%.12g" % summary["pay"]
    cap = summary.get("maxWin")
    if cap and summary["pay"] is not None:
        # A max win cap: the spin's paid win, and a note for each win the cap cut.
        note = "capped at %g × bet" % cap["cap"]
        pay = "%.12g" % cap["win"] + (" (%s)" % note if cap["capped"] else "")
        if cap.get("round") and cap["round"]["capped"]:
            pay += "; free spins " + note
    check(page.text("pay") == pay, "%s: #pay shows %r, the summary's pay is %r"
          % (label, page.text("pay"), pay))
    return rows


def table_rows(page, table_id):
    return page.js("return [...document.querySelectorAll('#%s tbody tr')].map(r => [...r.cells].map(c => c.textContent));"
                   % table_id)


def check_features(page, summary, label):
    """Checks the feature panel against the summary: the free spins round (trigger, every
    free spin's row, the round's win and the total) and the tumble chain (a row per tumble,
    the chain pay); returns what it checked, one line each."""
    checked = []
    shown = not page.element("feature").get_attribute("hidden")
    round_ = summary.get("freeSpins")
    chain = summary.get("tumble")
    check(shown == bool(round_ or chain), "%s: the feature panel is %s, the summary has %s"
          % (label, "shown" if shown else "hidden", "features" if round_ or chain else "none"))
    if round_:
        title = page.text("free-spins-title")
        if round_["awarded"]:
            check("award %d" % round_["awarded"] in title and "×%g" % round_["multiplier"] in title,
                  "%s: the free spins title says %r, the summary awards %d at ×%g"
                  % (label, title, round_["awarded"], round_["multiplier"]))
            want = [[str(f["spin"]), f["resultCode"], str(f["scatters"]),
                     "+%d" % f["retrigger"] if f["retrigger"] else "", "%.12g" % f["pay"], str(f["remaining"])]
                    for f in round_["spins"]]
            rows = table_rows(page, "free-spins")
            check(rows == want, "%s: the free spins table shows %s, the summary's round is %s" % (label, rows, want))
            # A click on a free spin's row opens its window and wins under it; a second closes it.
            first = round_["spins"][0]
            page.js("document.querySelector('#free-spins tbody tr').click();")
            detail = page.js("const d = document.querySelector('#free-spins tr.free-spin-detail'); return d && d.textContent;")
            window_text = " / ".join(" ".join(row) for row in first["window"])
            check(detail is not None and detail.startswith(window_text),
                  "%s: free spin 1's detail shows %r, its window is %r" % (label, detail, window_text))
            page.js("document.querySelector('#free-spins tbody tr').click();")
            check(len(table_rows(page, "free-spins")) == len(want), "%s: a second click does not close the detail" % label)
            total = page.text("free-spins-win")
            check("feature win %.12g over %d free spin" % (round_["pay"], round_["played"]) in total
                  and total.endswith(": %.12g" % round_["totalPay"]),
                  "%s: the round's line says %r, the summary's win is %.12g of %.12g"
                  % (label, total, round_["pay"], round_["totalPay"]))
            checked.append("free spins: %d played, win %.12g, with the spin %.12g"
                           % (round_["played"], round_["pay"], round_["totalPay"]))
        else:
            check("not triggered" in title, "%s: the free spins title says %r, nothing was awarded" % (label, title))
            checked.append("free spins: not triggered")
    if chain:
        want = [[str(t["tumble"]), str(len(t["removed"])), "%.12g" % t["pay"],
                 " / ".join(" ".join(row) for row in t["window"])] for t in chain["steps"]]
        rows = table_rows(page, "tumbles") if want else []
        check(rows == want, "%s: the tumbles table shows %s, the summary's chain is %s" % (label, rows, want))
        pay = page.text("tumble-pay")
        check(pay.startswith("chain pay %.12g" % chain["totalPay"]),
              "%s: the chain's line says %r, its pay is %.12g" % (label, pay, chain["totalPay"]))
        checked.append("tumbles: %d, chain pay %.12g" % (chain["tumbles"], chain["totalPay"]))
    return checked


def run_wins(driver, args):
    """Spins --wins-seed and checks that the wins table shows every win of the summary with its
    line (or ways, or scatter), symbol, count, ways count, multiplier and pay."""
    page = Studio(driver, args)
    load_page(page, args)
    page.set_value("#seed", str(args.wins_seed))
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the seed-%d spin" % args.wins_seed)
    page.wait_rest()
    summary = page.check_window_at_rest("seed %d" % args.wins_seed)
    check(summary["wins"], "seed %d has no wins to show" % args.wins_seed)
    rows = check_wins_table(page, summary, "seed %d" % args.wins_seed)
    features = check_features(page, summary, "seed %d" % args.wins_seed)
    if args.feature:
        check(any(args.feature in line for line in features),
              "seed %d: no %s shown (%s)" % (args.wins_seed, args.feature, features))
    name = "studio-wins-%d.png" % args.wins_seed
    return ["seed %d wins: %s" % (args.wins_seed, rows)] + features + ["screenshot: " + page.screenshot(name)]


def run(driver, args):
    page = Studio(driver, args)
    report = []

    # The server answers at all.
    import urllib.request

    try:
        with urllib.request.urlopen(args.url.rstrip("/") + "/api/machine", timeout=10) as response:
            check(response.status == 200, "GET /api/machine answered %d" % response.status)
    except OSError as error:
        raise Failure("cannot reach the studio at %s: %s" % (args.url, error))

    # Load the page: the machine, its parameters and a ready status.
    driver.get(args.url.rstrip("/") + "/")
    page.wait("the page to load the machine", lambda: page.js(
        "return !!document.querySelector('[data-path=\"motion.cruiseSpeed\"]');"))
    check(page.text("status") == "ready", "status before any spin is %r, not 'ready'" % page.text("status"))
    check(page.studio("state") == "ready", "window.studio.state before any spin is not 'ready'")
    for element_id in ("spin", "seed", "targets", "result-code", "speed-1", "speed-025", "speed-01", "pause",
                       "step-back", "step-forward", "scrub", "time", "machine-canvas", "charts", "save",
                       "download", "status", "spin-time", "result"):
        check(page.js("return !!document.getElementById(arguments[0]);", element_id), "no #%s on the page" % element_id)

    # Spin seed 1 at 1x and wait for rest.
    page.set_value("#seed", "1")
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the seed-1 spin")
    rate_1x = page.playback_rate(0.5)
    page.wait_rest()
    summary = page.check_window_at_rest("seed 1")
    check(summary["seed"] == 1, "the page spun seed %r, not 1" % summary["seed"])
    check(page.text("result").strip() == summary["resultCode"],
          "#result shows %r, the summary's result code is %r" % (page.text("result"), summary["resultCode"]))
    rest_png = page.screenshot("studio-rest.png")
    report.append("seed 1 at rest: window %s, spin time %s s, result %s, 1x rate %.2f"
                  % (summary["window"], summary["spinTime"], summary["resultCode"], rate_1x))

    # 0.1x: the page's clock advances about 0.1 s per wall second.
    page.click("speed-01")
    check(page.studio("speed") == 0.1, "#speed-01 did not set the speed to 0.1")
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the 0.1x spin")
    rate = page.playback_rate(1.5)
    check(0.04 <= rate <= 0.13, "at 0.1x the page time advanced %.3f s per wall second (want about 0.1)" % rate)
    check(rate < rate_1x / 4, "0.1x (%.3f s/s) is not slower than 1x (%.3f s/s)" % (rate, rate_1x))
    check(page.studio("state") == "playing", "at 0.1x the spin is %r after 1.5 s, not playing" % page.studio("state"))
    report.append("0.1x: %.3f page seconds per wall second" % rate)

    # Mid-spin: scrub to 1.35 s (drum 0 braking, the others cruising) and look.
    dt = summary["timeStep"]
    page.set_value("#scrub", round(1.35 / dt))
    page.wait("the scrub to seek", lambda: abs(page.studio("time") - round(1.35 / dt) * dt) < 1e-9)
    check(page.studio("paused"), "scrubbing did not pause playback")
    check(page.text("time").startswith("t = 1.350"), "#time shows %r after scrubbing to 1.35 s" % page.text("time"))
    page.click("step-forward")
    page.wait("a step forward", lambda: abs(page.studio("time") - (round(1.35 / dt) + 1) * dt) < 1e-9)
    page.click("step-back")
    page.wait("a step back", lambda: abs(page.studio("time") - round(1.35 / dt) * dt) < 1e-9)
    time.sleep(0.2)
    mid_png = page.screenshot("studio-mid-spin.png")
    page.click("speed-1")
    page.click("pause")
    page.wait_rest()
    page.check_window_at_rest("seed 1 after scrubbing")

    # Tuning: move the cruise-speed slider; the spin time and the curves change.
    slider = '[data-path="motion.cruiseSpeed"]'
    lo, hi = page.js("const s = document.querySelector(arguments[0]); return [Number(s.min), Number(s.max)];", slider)
    # A logarithmic slider (Studio/slider.js) runs over positions 0 … 1000: 30 % along it.
    target = 2000 if lo <= 2000 <= hi else lo + (hi - lo) * 0.3
    charts_before = page.chart_pixels()
    spin_time_before = page.text("spin-time")
    before = page.spins()
    page.set_value(slider, target)
    # The slider snaps to its step (a logarithmic one to three significant digits): the page
    # sends the value the number field shows.
    target = float(page.js("return document.querySelector('[data-path-number=\"motion.cruiseSpeed\"]').value;"))
    target = int(target) if target.is_integer() else target
    page.wait_new_spin(before, "the re-spin after moving the cruise-speed slider")
    page.wait("the spin time to change", lambda: page.text("spin-time") != spin_time_before)
    page.wait_rest()
    tuned = page.check_window_at_rest("tuned")
    speeds = {d["cruiseSpeed"] for d in tuned["drums"]}
    model = page.studio("model")
    if args.require_model:
        check(model == "in page", "the page has no in-page model: %s" % model)
    if model == "in page":
        # The page spun the edited machine itself; the server's spin agrees number for number.
        check(page.studio("spunInPage"), "the tuned spin was not spun in the page")
        check(page.studio("modelMismatch") is None,
              "the in-page model differs from the server: %s" % page.studio("modelMismatch"))
        report.append("the tuned spin ran in the page and equals the server's")
    check(speeds == {target}, "after the slider the drums cruise at %s, not %s" % (sorted(speeds), target))
    check(page.studio("overrides") == {"motion.cruiseSpeed": target},
          "overrides are %r" % page.studio("overrides"))
    number = page.js("return document.querySelector('[data-path-number=\"motion.cruiseSpeed\"]').value;")
    check(float(number) == target, "the number field shows %r after the slider moved to %s" % (number, target))
    time.sleep(0.3)
    charts_after = page.chart_pixels()
    changed = sum(1 for a, b in zip(charts_before, charts_after) if a != b)
    check(changed == len(charts_before) and changed >= 4,
          "only %d of %d charts changed after tuning" % (changed, len(charts_before)))
    tuned_png = page.screenshot("studio-tuned.png")
    # Horizontal drums are presentation only: the same symbols in every window.
    page.click("horizontal")
    time.sleep(0.2)
    page.check_window_at_rest("tuned, horizontal drums")
    page.click("horizontal")
    report.append("cruiseSpeed %s: spin time %s s -> %s s, %d charts redrawn"
                  % (target, spin_time_before, tuned["spinTime"], changed))

    # A value the server refuses: its error shows next to the field; a good value clears it.
    page.set_value('[data-path-number="motion.cruiseSpeed"]', "-5")
    error_box = '[data-error-param="motion.cruiseSpeed"]'
    error = page.wait("the server's error next to motion.cruiseSpeed", lambda: page.js(
        "const e = document.querySelector(arguments[0]); return e && e.textContent;", error_box))
    check(page.studio("summary")["spinTime"] == tuned["spinTime"], "a refused value replaced the last good spin")
    before = page.spins()
    page.set_value('[data-path-number="motion.cruiseSpeed"]', str(target))
    page.wait_new_spin(before, "the re-spin after a good value")
    page.wait("the error to clear", lambda: page.js(
        "return document.querySelector(arguments[0]).textContent === '';", error_box))
    report.append("refused -5: %r" % error)

    # A drum's own value changes that drum only: drum 1 cruises slower (merged by the model in
    # the page, then by the server), drums 0 and 2 spin exactly as before; its reset undoes it.
    own = "drums[1].motion.cruiseSpeed"
    slower = int(target * 0.8)
    before = page.spins()
    page.set_value('[data-path-number="%s"]' % own, str(slower))
    page.wait_new_spin(before, "the re-spin after drum 1's own cruise speed")
    page.wait_rest()
    edited = page.check_window_at_rest("drum 1 edited")
    speeds = [d["cruiseSpeed"] for d in edited["drums"]]
    check(speeds == [target, slower, target], "after drum 1's edit the drums cruise at %s" % speeds)
    for i in (0, 2):
        check(edited["drums"][i] == tuned["drums"][i],
              "drum 1's edit changed drum %d: %s, was %s" % (i, edited["drums"][i], tuned["drums"][i]))
    check(edited["drums"][1]["settleTime"] != tuned["drums"][1]["settleTime"],
          "drum 1 settles at %s s as before its edit" % edited["drums"][1]["settleTime"])
    check(page.studio("overrides") == {"motion.cruiseSpeed": target, own: slower},
          "overrides are %r" % page.studio("overrides"))
    if model == "in page":
        check(page.studio("spunInPage"), "the per-drum edit was not spun in the page")
        check(page.studio("modelMismatch") is None,
              "the in-page model differs from the server: %s" % page.studio("modelMismatch"))
    before = page.spins()
    page.js("document.querySelector('[data-param=\"%s\"] .reset').click();" % own)
    page.wait_new_spin(before, "the re-spin after resetting drum 1")
    page.wait_rest()
    check(page.studio("overrides") == {"motion.cruiseSpeed": target},
          "after the reset the overrides are %r" % page.studio("overrides"))
    check(page.studio("summary")["drums"] == tuned["drums"], "after the reset drum 1 does not spin as before")
    report.append("drum 1 at %s pt/s: settles at %s s (was %s s), drums 0 and 2 unchanged"
                  % (slower, edited["drums"][1]["settleTime"], tuned["drums"][1]["settleTime"]))

    # Save under a new name, then again, confirming the overwrite.
    name = "studio-test-%d-%d.json" % (os.getpid(), int(time.time()))
    for overwrite in (False, True):
        page.click("save")
        page.wait("the save dialog", lambda: page.js("return document.getElementById('save-dialog').open;"))
        page.set_value("#save-name", name)
        page.js("document.getElementById('saved').textContent = '';")
        page.click("save-confirm")
        if overwrite:
            page.wait("the overwrite question", lambda: page.js(
                "return !document.getElementById('save-overwrite').hidden;"))
            page.click("save-overwrite")
        saved = page.wait("the saved path", lambda: page.text("saved"))
        check(name in saved, "#saved shows %r, not the file %s" % (saved, name))
    report.append(saved)
    if args.config_dir:
        path = os.path.join(args.config_dir, name)
        check(os.path.isfile(path), "Save did not write %s" % path)
        with open(path) as handle:
            config = json.load(handle)
        check(config.get("motion", {}).get("cruiseSpeed") == target,
              "the saved config's motion.cruiseSpeed is %r, not %s" % (config.get("motion", {}).get("cruiseSpeed"), target))
        if args.reelsim:
            out = subprocess.run([args.reelsim, "simulate", path, "--seed", "1", "--json"],
                                 capture_output=True, text=True, timeout=120)
            check(out.returncode == 0, "reelsim simulate %s exited %d: %s" % (path, out.returncode, out.stderr.strip()))
            check(json.loads(out.stdout) == page.studio("summary"),
                  "reelsim simulate on the saved file does not reproduce the page's spin")
            report.append("reelsim simulate %s reproduces the page's summary" % path)

    # The page logged no errors.
    try:
        logs = driver.get_log("browser")
    except Exception:
        logs = []
    # The refused value (400) and the existing file (409) are expected failed requests.
    severe = [entry["message"] for entry in logs
              if entry.get("level") == "SEVERE" and "Failed to load resource" not in entry["message"]]
    check(not severe, "the page logged errors: %s" % severe)

    report += ["screenshots: " + ", ".join((rest_png, mid_png, tuned_png))]
    return report


def main():
    args = parse_args()
    os.makedirs(args.out, exist_ok=True)
    driver = make_driver(args)
    try:
        if args.windows_only:
            report = run_windows(driver, args)
        elif args.rows_only and args.cascade_seed is not None:
            report = run_cascade(driver, args)
        elif args.rows_only:
            report = run_rows(driver, args)
        elif args.wins_seed is not None:
            report = run_wins(driver, args)
        else:
            report = run(driver, args)
    except Failure as failure:
        try:
            driver.save_screenshot(os.path.join(args.out, "studio-failure.png"))
        except Exception:
            pass
        print("FAIL: " + str(failure), file=sys.stderr)
        return 1
    except Exception as error:  # selenium or the network: still one clear line
        print("FAIL: %s: %s" % (type(error).__name__, str(error).strip().splitlines()[0] if str(error).strip() else ""),
              file=sys.stderr)
        return 1
    finally:
        driver.quit()
    for line in report:
        print(line)
    print("PASS: studio page")
    return 0


if __name__ == "__main__":
    sys.exit(main())
