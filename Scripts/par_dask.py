#!/usr/bin/env python3
"""Run a reelsim Monte Carlo PAR check as shards on a Dask cluster and merge them.

Each shard is `reelsim par CONFIG --monte-carlo N --seed S --shard i/n --out FILE`, run on a
Dask worker; the workers return the shard files' text, the driver writes them to a local
folder and runs `reelsim par CONFIG --merge FILES...`, whose output is byte for byte what
`reelsim par CONFIG --monte-carlo N --seed S` prints on one machine.

Without --scheduler, a local cluster (LocalCluster, one process per worker, on loopback) runs
the shards on this machine's cores. On a real cluster, start `dask scheduler` and
`dask worker tcp://SCHEDULER:8786` on each machine (each needs Python with dask[distributed]
and the reelsim binary at --reelsim's path), then pass --scheduler tcp://SCHEDULER:8786. The
config's bytes travel with each task, so the workers need no shared file system.

Usage:
  Scripts/par_dask.py CONFIG --spins N [--seed S] [--shards K] [--workers W]
                      [--scheduler ADDRESS] [--reelsim PATH] [--keep DIR] [--json]

Exit status: reelsim's own (64 usage, 65 invalid data, 66 missing input, 73 cannot write),
1 when a task fails on the cluster, 69 when dask is not installed.
"""

import argparse
import os
import subprocess
import sys
import tempfile


def run_shard(reelsim, config_name, config_bytes, spins, seed, index, count, jobs):
    """One shard on a worker: returns (exit status, shard text, stderr text)."""
    with tempfile.TemporaryDirectory(prefix="reelsim-shard-") as folder:
        config = os.path.join(folder, os.path.basename(config_name) or "config.json")
        with open(config, "wb") as handle:
            handle.write(config_bytes)
        out = os.path.join(folder, "shard.json")
        command = [reelsim, "par", config, "--monte-carlo", str(spins), "--shard",
                   f"{index}/{count}", "--out", out, "--jobs", str(jobs)]
        if seed is not None:
            command += ["--seed", str(seed)]
        done = subprocess.run(command, capture_output=True, text=True)
        text = ""
        if done.returncode == 0:
            with open(out, encoding="utf-8") as handle:
                text = handle.read()
        return done.returncode, text, done.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("config", help="the machine config (JSON)")
    parser.add_argument("--spins", type=int, required=True, help="spins of the whole run")
    parser.add_argument("--seed", type=int, help="seed (default: the config's simulation.seed)")
    parser.add_argument("--shards", type=int, help="shards (default: the number of workers)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="local workers when there is no --scheduler (default: the cores)")
    parser.add_argument("--scheduler", help="address of a running Dask scheduler, "
                        "tcp://HOST:8786 (default: a LocalCluster on loopback)")
    parser.add_argument("--reelsim", default="reelsim",
                        help="the reelsim binary on the workers (default: reelsim on PATH)")
    parser.add_argument("--jobs", type=int, default=1, help="--jobs of each shard (default 1)")
    parser.add_argument("--keep", help="keep the shard files in this folder")
    parser.add_argument("--json", action="store_true", help="print the estimate as JSON")
    args = parser.parse_args()
    if args.workers < 1 or (args.shards is not None and args.shards < 1):
        parser.error("--workers and --shards must be at least 1")

    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        print("error: dask.distributed is missing: pip install 'dask[distributed]'",
              file=sys.stderr)
        return 69
    try:
        with open(args.config, "rb") as handle:
            config_bytes = handle.read()
    except OSError as error:
        print(f"error: {args.config}: cannot be read: {error.strerror}", file=sys.stderr)
        return 66
    reelsim = os.path.abspath(args.reelsim) if os.sep in args.reelsim else args.reelsim

    cluster = None
    if args.scheduler:
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               host="127.0.0.1", dashboard_address=None)
        client = Client(cluster)
    try:
        count = args.shards or max(1, len(client.scheduler_info()["workers"]))
        futures = [client.submit(run_shard, reelsim, args.config, config_bytes, args.spins,
                                 args.seed, index, count, args.jobs, pure=False)
                   for index in range(1, count + 1)]
        results = client.gather(futures)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()

    for index, (status, _, errors) in enumerate(results, start=1):
        if status != 0:
            sys.stderr.write(errors)
            print(f"error: shard {index}/{count} failed with exit status {status}",
                  file=sys.stderr)
            return status if status in (64, 65, 66, 73) else 1

    folder = args.keep or tempfile.mkdtemp(prefix="reelsim-shards-")
    os.makedirs(folder, exist_ok=True)
    files = []
    for index, (_, text, _) in enumerate(results, start=1):
        path = os.path.join(folder, f"shard-{index}-of-{count}.json")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        files.append(path)
    command = [reelsim, "par", args.config, "--merge", *files] + (["--json"] if args.json else [])
    merged = subprocess.run(command)
    if not args.keep:
        for path in files:
            os.remove(path)
        os.rmdir(folder)
    return merged.returncode


if __name__ == "__main__":
    sys.exit(main())
