#!/usr/bin/env python3
"""Real-browser test of the example page (Examples/WebPage/index.html) frame by frame.

    python3 Tests/Browser/example_page_test.py --wasm .build/wasm/reelkit.wasm \
        --reelsim .build/debug/reelsim --config Configs/default.json --spins 3 --out DIR

Serves, from a temporary folder on a loopback port, the page as shipped beside
`Studio/reelkit.mjs`, the module and `spec.json` (the config's `MachineSpec`, taken from a
`reelsim simulate --snapshot`), as Docs/wasm.md tells a user to, and opens it in headless
Chromium. The page's clock is the test's: `requestAnimationFrame` and `performance.now` are
replaced before the page runs, so each frame is one step of 1/60 s that the test takes. For
each spin it clicks Spin (the page spins seeds 1, 2, 3, … in turn) and steps frames for up to
`--seconds` seconds, most of them frames in which `run.advance` returns no events, and checks
that no frame throws and the page logs no error, that the page keeps asking for frames until
its run stops, that the drums come to rest on the targets `reelsim simulate --seed N` draws,
and that the status line shows `simulate`'s spin time. Writes example-page.png into DIR.

Exit codes: 0 passed; 1 a check failed (one line `FAIL: …` on stderr); 64 usage;
77 skipped: selenium, chromium or chromedriver is not installed (one line `SKIP: …`).
"""

import argparse
import functools
import http.server
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_test import CHROMEDRIVER, Failure, Studio, check, make_driver  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
FRAME_MS = 1000 / 60

# Installed before the page's own scripts: a frame clock the test steps. `step(ms)` moves the
# clock by `ms`, then runs the animation-frame callbacks queued so far, as the browser would.
# An error thrown by a callback is kept and rethrown outside it, so the console shows it too.
FRAME_CLOCK = """
(() => {
  let now = 0;
  let queue = [];
  const errors = [];
  performance.now = () => now;
  window.requestAnimationFrame = (callback) => { queue.push(callback); return queue.length; };
  window.cancelAnimationFrame = () => {};
  window.addEventListener("error", (event) => errors.push("error: " + event.message));
  window.addEventListener("unhandledrejection", (event) => errors.push("rejection: " + event.reason));
  window.frameClock = {
    errors,
    step(ms) {
      now += ms;
      const due = queue;
      queue = [];
      for (const callback of due) {
        try { callback(now); } catch (error) {
          errors.push("frame at " + now + " ms: " + error);
          setTimeout(() => { throw error; });
        }
      }
      return due.length;
    },
  };
})();
"""

# Watches the page's runs through reelkit.mjs's Run class (the module the page imported: one
# instance per URL): every advance and its events, the last sample, the state, the free.
PROBE = """
const done = arguments[arguments.length - 1];
import("/reelkit.mjs").then(({ Run }) => {
  const probe = window.probe = { advances: 0, empty: 0, events: [], last: null, state: null, freed: false };
  const { advance, sample, free } = Run.prototype;
  Run.prototype.advance = function (seconds) {
    const events = advance.call(this, seconds);
    probe.advances++;
    if (events.length === 0) probe.empty++;
    probe.events.push(...events);
    return events;
  };
  Run.prototype.sample = function (seconds) {
    const drums = sample.call(this, seconds);
    probe.last = drums;
    probe.state = this.state;
    return drums;
  };
  Run.prototype.free = function () { probe.freed = true; return free.call(this); };
  done(true);
}, (error) => done(String(error)));
"""


def parse_args():
    parser = argparse.ArgumentParser(description="Real-browser test of Examples/WebPage frame by frame.")
    parser.add_argument("--wasm", required=True, help="the module (Scripts/build-wasm.sh)")
    parser.add_argument("--reelsim", required=True, help="the reelsim binary (spec.json and the reference spins)")
    parser.add_argument("--config", required=True, help="the config the page spins")
    parser.add_argument("--spins", type=int, default=3, help="spins, of seeds 1, 2, … (default 3)")
    parser.add_argument("--seconds", type=float, default=8, help="frames stepped per spin at most, in seconds")
    parser.add_argument("--out", required=True, help="folder for the screenshot (created)")
    parser.add_argument("--timeout", type=float, default=30, help="seconds to wait for the page to load")
    parser.add_argument("--chromium", default=None, help="the browser binary (default: chromium on PATH)")
    parser.add_argument("--chromedriver", default=CHROMEDRIVER, help="chromedriver")
    try:
        return parser.parse_args()
    except SystemExit as exit_:
        sys.exit(0 if exit_.code == 0 else 64)


def reelsim(args, *arguments):
    done = subprocess.run([args.reelsim, *arguments], capture_output=True, text=True, timeout=120)
    check(done.returncode == 0, "reelsim %s exited %d: %s"
          % (" ".join(arguments), done.returncode, done.stderr.strip()))
    return done.stdout


def site(args, folder):
    """The page's folder as Docs/wasm.md describes it: the page, reelkit.mjs, the module and
    spec.json."""
    shutil.copy(ROOT / "Examples/WebPage/index.html", folder / "index.html")
    shutil.copy(ROOT / "Studio/reelkit.mjs", folder / "reelkit.mjs")
    shutil.copy(args.wasm, folder / "reelkit.wasm")
    snapshot = folder / "snapshot.json"
    reelsim(args, "simulate", args.config, "--seed", "1", "--save-at", "0", "--snapshot", str(snapshot))
    spec = json.loads(snapshot.read_text())["machine"]["spec"]
    (folder / "spec.json").write_text(json.dumps(spec))
    snapshot.unlink()


def serve(folder):
    """Serves `folder` on a free loopback port (module scripts need http, not file://)."""
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".mjs": "text/javascript", ".wasm": "application/wasm"}

        def log_message(self, *_):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def console_errors(driver):
    try:
        logs = driver.get_log("browser")
    except Exception:
        logs = []
    # The page has no icon: the browser's request for one is not the page's error.
    return [entry["message"] for entry in logs
            if entry.get("level") == "SEVERE" and "/favicon.ico" not in entry["message"]]


def spin(page, args, seed):
    """Clicks Spin and steps frames until the page stops asking for them; checks the spin."""
    summary = json.loads(reelsim(args, "simulate", args.config, "--seed", str(seed), "--json"))
    page.js("Object.assign(window.probe, { advances: 0, empty: 0, events: [], last: null, state: null, freed: false });")
    page.click("spin")
    frames = 0
    while frames < args.seconds * 60:
        ran = page.js("return window.frameClock.step(arguments[0]);", FRAME_MS)
        errors = page.js("return window.frameClock.errors;") + console_errors(page.driver)
        check(not errors, "seed %d, frame %d: the page failed: %s" % (seed, frames + 1, "; ".join(errors)))
        if ran == 0:
            break
        frames += 1
    probe = page.js("return window.probe;")
    check(probe["state"] == "stopped" and probe["freed"],
          "seed %d: the page stopped asking for frames after %d frames with its run %s"
          % (seed, frames, probe["state"]))
    check(probe["advances"] == frames, "seed %d: %d frames but %d advances" % (seed, frames, probe["advances"]))
    check(probe["empty"] >= frames // 2, "seed %d: only %d of %d frames had no events"
          % (seed, probe["empty"], frames))
    resting = [drum["restingIndex"] for drum in probe["last"]]
    phases = {drum["phase"] for drum in probe["last"]}
    check(phases == {"stopped"}, "seed %d: the last frame shows the drums %s" % (seed, phases))
    check(resting == summary["targets"], "seed %d: the drums rest on %s, simulate's targets are %s"
          % (seed, resting, summary["targets"]))
    stopped = [event for event in probe["events"] if event["kind"] == "allStopped"]
    check(len(stopped) == 1 and stopped[0]["time"] == summary["spinTime"],
          "seed %d: allStopped events %s, simulate's spin time is %s" % (seed, stopped, summary["spinTime"]))
    status = page.text("status")
    want = page.js("return 'stopped at ' + arguments[0].toFixed(2) + ' s';", summary["spinTime"])
    check(status == want, "seed %d: the status says %r, not %r" % (seed, status, want))
    return "seed %d: %d frames (%d without events), at rest on %s after %s s" % (
        seed, frames, probe["empty"], resting, summary["spinTime"])


def main():
    args = parse_args()
    os.makedirs(args.out, exist_ok=True)
    driver = make_driver(args)
    server = None
    try:
        with tempfile.TemporaryDirectory() as temporary:
            folder = pathlib.Path(temporary)
            site(args, folder)
            server = serve(folder)
            page = Studio(driver, args)
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FRAME_CLOCK})
            driver.get("http://127.0.0.1:%d/" % server.server_address[1])
            page.wait("the page to load the machine", lambda: page.js(
                "return typeof document.getElementById('spin').onclick === 'function';"))
            check(driver.execute_async_script(PROBE) is True, "could not watch the page's runs")
            report = [spin(page, args, seed) for seed in range(1, args.spins + 1)]
            page.screenshot("example-page.png")
        print("PASS: example page: " + "; ".join(report))
        return 0
    except Failure as failure:
        print("FAIL: " + str(failure), file=sys.stderr)
        return 1
    finally:
        if server:
            server.shutdown()
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
