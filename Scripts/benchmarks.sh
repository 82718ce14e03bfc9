#!/usr/bin/env bash
# Runs the package-benchmark suite in Benchmarks/ (release build) and prints a short table:
# median wall time, what it means in drum-ticks or spins per second, and mallocs.
#
#   Scripts/benchmarks.sh [--filter REGEX]
#
# The full package-benchmark report (percentiles, memory) is kept in
# .build-benchmarks/Current_run.jmh.json. The committed thresholds (p90 of each metric) are in
# Benchmarks/Thresholds; compare a run with them, or record them again, with
#   swift package --package-path Benchmarks benchmark thresholds check --path Benchmarks/Thresholds
#   swift package --package-path Benchmarks --allow-writing-to-package-directory \
#     benchmark thresholds update --path Benchmarks/Thresholds
#
# The stepped path is compared with a plain C loop doing the same closed-form work per drum
# step and storing trace rows (../shared/perf/limit.c, or $REELSIM_LIMIT_C), compiled with
# gcc -O2 and run just before and just after the suite: the table ends with both figures and
# the ratio (reelsim drum-ticks/s over the reference's drum-steps/s, the mean of its two runs).
# Since the load of a shared machine changes over a suite's minutes, three tight rounds follow:
# C loop, the stepped benchmark alone, C loop, …; each round's ratio is taken against the C
# runs just before and after it, and the median round is the figure to quote.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-benchmarks
mkdir -p "$out"
limit_c=${REELSIM_LIMIT_C:-../shared/perf/limit.c}
: >"$out/limit.txt"
if [[ -f "$limit_c" ]] && command -v gcc >/dev/null; then
  gcc -O2 -o "$out/limit" "$limit_c"
  "$out/limit" >>"$out/limit.txt"
fi
swift package --package-path Benchmarks --allow-writing-to-package-directory benchmark \
  --no-progress --format jmh --path "$out" "$@" >"$out/log.txt" 2>&1 \
  || { cat "$out/log.txt"; exit 1; }
if [[ -x "$out/limit" ]]; then "$out/limit" >>"$out/limit.txt"; fi
python3 - "$out/Current_run.jmh.json" "$out/limit.txt" <<'PY'
import json, re, sys
runs = json.load(open(sys.argv[1]))
references = [float(m) for m in re.findall(r"([0-9.]+) M drum-steps/s", open(sys.argv[2]).read())]
# What one iteration of each benchmark does, to turn time into a rate.
work = {
    "Drum ticks with trace (14,488 ticks)": (14488, "drum-ticks/s"),
    "Drum ticks into a reused trace (14,488 ticks)": (14488, "drum-ticks/s"),
    "Spin of the default machine with trace": (1, "spins/s"),
    "Monte Carlo block of video-5reel (65,536 spins), tables": (65536, "spins/s"),
    "Monte Carlo block of video-5reel (65,536 spins), evaluator": (65536, "spins/s"),
    "Spin of the default machine, summary only": (1, "spins/s"),
    "Tuning evaluation (pachislot spec, 21 outcomes)": (1, "evaluations/s"),
    "Exact sheet of a Megaways machine (6 drums, 2–7 rows, 100 weighted stops, top drum)": (1, "sheets/s"),
    "Regression suite (the shipped one), 1 job": (209, "spins/s"),
    "Regression suite (the shipped one), 2 jobs": (209, "spins/s"),
}
def metric(run, name):
    for key, value in [("primary", run.get("primaryMetric", {}))] + list(run.get("secondaryMetrics", {}).items()):
        if name in key or name in value.get("scoreUnit", "") and False:
            return value
    return run.get("secondaryMetrics", {}).get(name)
rows = [("benchmark", "median", "rate", "mallocs (median)")]
rates = {}
for run in runs:
    name = run["benchmark"].split(".")[-1] if "." in run["benchmark"] else run["benchmark"]
    name = name.replace("_", " ")
    name = next((k for k in work if name.endswith(k)), name)
    metrics = dict(run.get("secondaryMetrics", {}))
    metrics[run["primaryMetric"].get("name", "primary")] = run["primaryMetric"]
    wall = next(v for k, v in metrics.items() if "wall" in k.lower() or v.get("scoreUnit") in ("μs", "ms", "ns", "s"))
    unit = wall["scoreUnit"]
    median = wall["scorePercentiles"]["50.0"]
    seconds = median * {"ns": 1e-9, "μs": 1e-6, "ms": 1e-3, "s": 1}[unit]
    amount, label = work.get(name, (1, "runs/s"))
    mallocs = next((v["scorePercentiles"]["50.0"] for k, v in metrics.items() if "Malloc" in k), float("nan"))
    rows.append((name, f"{median:,.1f} {unit}", f"{amount / seconds:,.0f} {label}", f"{mallocs:,.0f}"))
    rates[name] = amount / seconds
widths = [max(len(r[i]) for r in rows) for i in range(4)]
for row in rows:
    print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
print()
if references:
    reference = sum(references) / len(references)
    print(f"C reference (limit.c, gcc -O2), runs before and after: "
          + ", ".join(f"{r:.1f}" for r in references) + " M drum-steps/s")
    for name in ("Drum ticks into a reused trace (14,488 ticks)", "Drum ticks with trace (14,488 ticks)"):
        if name in rates:
            print(f"{name}: {rates[name] / 1e6:.1f} M drum-ticks/s, "
                  f"ratio to the reference {rates[name] / 1e6 / reference:.2f}")
else:
    print("C reference not run (no ../shared/perf/limit.c or no gcc; set REELSIM_LIMIT_C)")
PY

# The stepped path side by side with the C loop, in tight rounds.
if [[ -x "$out/limit" ]]; then
  : >"$out/side.txt"
  for round in 1 2 3; do
    "$out/limit" >>"$out/side.txt"
    swift package --package-path Benchmarks --allow-writing-to-package-directory benchmark \
      --no-progress --format jmh --path "$out/side-$round" --filter "Drum ticks with trace.*" \
      >"$out/side-log.txt" 2>&1 || { cat "$out/side-log.txt"; exit 1; }
  done
  "$out/limit" >>"$out/side.txt"
  python3 - "$out" <<'PY'
import json, re, sys
out = sys.argv[1]
references = [float(m) for m in re.findall(r"([0-9.]+) M drum-steps/s", open(f"{out}/side.txt").read())]
ratios = []
print()
print("stepped path side by side (C loop, benchmark, C loop, ... in three rounds)")
for round in range(3):
    run = json.load(open(f"{out}/side-{round + 1}/Current_run.jmh.json"))[0]
    wall = run["primaryMetric"] if run["primaryMetric"].get("scoreUnit") in ("ns", "μs", "ms", "s") else next(
        v for k, v in run.get("secondaryMetrics", {}).items() if v.get("scoreUnit") in ("ns", "μs", "ms", "s"))
    seconds = wall["scorePercentiles"]["50.0"] * {"ns": 1e-9, "μs": 1e-6, "ms": 1e-3, "s": 1}[wall["scoreUnit"]]
    rate = 14488 / seconds / 1e6
    reference = (references[round] + references[round + 1]) / 2
    ratios.append(rate / reference)
    print(f"  round {round + 1}: C {references[round]:.1f} / {references[round + 1]:.1f} M drum-steps/s, "
          f"reelsim {rate:.1f} M drum-ticks/s, ratio {rate / reference:.2f}")
print(f"  median ratio {sorted(ratios)[1]:.2f}")
PY
fi

# Whole commands, release build: batch scaling over cores, Monte Carlo spins per second and
# process start to result. The machine's load is printed first: the figures are only
# comparable between runs at a similar load.
swift build -c release --product reelsim >/dev/null 2>&1
python3 - <<'PY'
import os, re, resource, subprocess, time
binary = ".build/release/reelsim"
def best(args, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return min(times), sorted(times)[len(times) // 2]
print()
print("load average (1, 5, 15 min):", " ".join(f"{value:.2f}" for value in os.getloadavg()))
print("command (release, best of runs)                       1 job     2 jobs    speed-up")
for label, args in [
    ("reelsim regress (the shipped suite)", ["regress", "--no-progress"]),
    ("reelsim tune Configs/tuning/pachislot.json", ["tune", "Configs/tuning/pachislot.json", "--no-progress"]),
]:
    one, _ = best(args + ["--jobs", "1"], 5)
    two, _ = best(args + ["--jobs", "2"], 5)
    print(f"{label:<52}  {one * 1000:6.0f} ms  {two * 1000:6.0f} ms  {one / two:5.2f}x")
# Monte Carlo on video-5reel: spins per second of one job (wall and CPU, the process's own
# report of its block loop) and the scaling to two jobs, with the output compared byte for byte.
def monte_carlo(jobs, spins=100_000_000):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([binary, "par", "Configs/video-5reel.json", "--monte-carlo", str(spins),
                           "--seed", "7", "--jobs", str(jobs)], capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    loop = re.search(r"spins in ([0-9.]+) s", done.stderr)
    return done.stdout, wall, cpu, float(loop.group(1)) if loop else wall
print()
one, wall1, cpu1, loop1 = monte_carlo(1)
two, wall2, cpu2, loop2 = monte_carlo(2)
print(f"reelsim par Configs/video-5reel.json --monte-carlo 100000000 --seed 7: "
      f"--jobs 1 {wall1:.2f} s wall ({1e8 / wall1 / 1e6:.1f} M spins/s; "
      f"{1e8 / cpu1 / 1e6:.1f} M spins per CPU-second; block loop {1e8 / loop1 / 1e6:.1f} M spins/s), "
      f"--jobs 2 {wall2:.2f} s wall ({wall1 / wall2:.2f}x), "
      f"outputs {'identical' if one == two else 'DIFFERENT'}")
fastest, median = best(["simulate"], 30)
print(f"reelsim simulate (default machine, process start to exit): median {median * 1000:.1f} ms, best {fastest * 1000:.1f} ms")
PY
