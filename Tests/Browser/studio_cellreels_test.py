#!/usr/bin/env python3
"""Real-browser test of the hold-and-win round in the `reelsim studio` page.

    python3 Tests/Browser/studio_cellreels_test.py --url http://127.0.0.1:PORT --out DIR \
        [--seed 218]

Start `reelsim studio hold-and-win.json --port 0` first (a machine with paytable.holdAndWin)
and pass the URL it prints. The test spins `--seed` (a seed that starts a round), waits for
the spin to rest and then watches the round the page plays on its cell reels through
`window.studio.cellReels`: at every sample the cells held (the triggering window's and every
one landed so far) show the bonus symbol and never move, the counter is one the round's
summary allows; some frame shows a cell reel moving; at the end the held cells and their
prizes are the summary's round (its `start` and every respin's `landed`), the counter is the
last respin's `after`, and the panel says the round is over with the summary's award. It
writes studio-cellreels-mid.png and studio-cellreels-end.png into `--out`.

Exit codes: 0 passed; 1 a check failed (one line `FAIL: …` on stderr); 64 usage; 77 skipped:
selenium, chromium or chromedriver is not installed (one line `SKIP: …`).
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_test import CHROMEDRIVER, Failure, Studio, check, load_page, make_driver  # noqa: E402


def label(cell):
    """A summary cell's prize as the page labels it: `3`, `mini 10`."""
    value = cell["value"]
    text = str(int(value)) if value == int(value) else repr(value)
    return (cell["jackpot"] + " " if cell.get("jackpot") else "") + text


def run(driver, args):
    page = Studio(driver, args)
    load_page(page, args)
    page.set_value("#seed", str(args.seed))
    before = page.spins()
    page.click("spin")
    page.wait_new_spin(before, "the seed-%d spin" % args.seed)
    page.wait_rest()
    summary = page.studio("summary")
    round_summary = summary.get("holdAndWin") or {}
    check(round_summary.get("triggered"), "seed %d starts no hold-and-win round" % args.seed)
    symbol = page.wait("the round on the page", lambda: page.studio("cellReels"))
    check(symbol is not None, "no round on the page")
    start = {c["cell"]: label(c) for c in round_summary["start"]}
    allowed_left = {3, 2, 1, 0, round_summary["respins"][0]["before"]}
    for respin in round_summary["respins"]:
        allowed_left.update({respin["before"], respin["before"] - 1, respin["after"]})
    moving_seen = False
    mid = None
    held_ever = dict(start)
    deadline = time.monotonic() + args.timeout
    state = None
    while time.monotonic() < deadline:
        state = page.studio("cellReels")
        check(state["left"] in allowed_left, "the counter shows %r" % state["left"])
        for cell in state["cells"]:
            if cell["held"]:
                check(cell["symbol"] == "COIN", "held cell %d shows %r" % (cell["cell"], cell["symbol"]))
                check(not cell["moving"], "held cell %d moves" % cell["cell"])
                if cell["cell"] in held_ever:
                    check(held_ever[cell["cell"]] == cell["prize"], "cell %d changed its prize" % cell["cell"])
                held_ever[cell["cell"]] = cell["prize"]
        for cell in start:
            check(state["cells"][cell]["held"], "a cell of the triggering window is not held")
        if any(cell["moving"] for cell in state["cells"]) and not moving_seen:
            moving_seen = True
            mid = page.screenshot("studio-cellreels-mid.png")
        if state["over"]:
            break
        time.sleep(0.05)
    check(state is not None and state["over"], "the round did not end in %s s" % args.timeout)
    check(moving_seen, "no cell reel was seen moving")
    final = dict(start)
    for respin in round_summary["respins"]:
        for cell in respin["landed"]:
            final[cell["cell"]] = label(cell)
    shown = {c["cell"]: c["prize"] for c in state["cells"] if c["held"]}
    check(shown == final, "the page holds %r, the summary's round %r" % (shown, final))
    check(state["left"] == round_summary["respins"][-1]["after"],
          "the counter ends at %r, not %r" % (state["left"], round_summary["respins"][-1]["after"]))
    counter = page.text("cellreels-counter")
    award = round_summary["award"]
    award_text = str(int(award)) if award == int(award) else repr(award)
    check("round over: " + award_text + " × the total bet" in counter, "the panel says %r" % counter)
    end = page.screenshot("studio-cellreels-end.png")
    return ["seed %d: %d respins, %d held at the end, award %s" % (
        args.seed, len(round_summary["respins"]), len(final), award_text), "screenshots: %s %s" % (mid, end)]


def main():
    parser = argparse.ArgumentParser(description="Real-browser test of the studio's hold-and-win round.")
    parser.add_argument("--url", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=218)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--chromium", default=None)
    parser.add_argument("--chromedriver", default=CHROMEDRIVER)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    driver = make_driver(args)
    try:
        report = run(driver, args)
    except Failure as failure:
        print("FAIL: %s" % failure, file=sys.stderr)
        sys.exit(1)
    finally:
        driver.quit()
    for line in report:
        print(line)
    print("PASS: studio page (hold-and-win round)")


if __name__ == "__main__":
    main()
