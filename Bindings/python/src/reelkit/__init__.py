"""ReelKit from Python: the deterministic reel model of reelsim through its C library.

ctypes over ``libreelkit.so`` (``swift build --product reelkit``; include/reelkit.h, the
same exports as the WebAssembly module), so every number is the Swift model's, bit for bit.
Traces come back as NumPy arrays. The library is found at ``REELKIT_LIBRARY`` (a path) or
by the system's library search (``ctypes.util.find_library("reelkit")``).

    import reelkit
    kit = reelkit.ReelKit()
    machine = kit.load_json(open("machine.json").read())   # a MachineSpec as JSON
    targets = machine.random_targets(seed=7)
    frames = machine.frames(targets, fps=60)                # a game's frame loop
    frames["offset"]                                         # frames × drums, points
    spin = machine.spin(targets)                             # the whole spin with traces
    spin["traces"][0]["velocity"]                            # drum 0, tick by tick

Bad input raises ``ReelKitError`` with the library's one line (``drums[0].motion.profile:
"bouncy" is not allowed (allowed: linear, cubic, back, classic)``).
"""

import ctypes
import ctypes.util
import json
import os

import numpy as np

__all__ = ["ReelKit", "Machine", "ReelKitError", "ABI_VERSION"]

#: The C ABI version this package speaks (``RK_ABI_VERSION`` in include/reelkit.h).
ABI_VERSION = 1

_I32 = ctypes.c_int32
_DOUBLE_P = ctypes.POINTER(ctypes.c_double)
_I32_P = ctypes.POINTER(ctypes.c_int32)
_BYTES = ctypes.c_char_p

# name: (result, arguments), as include/reelkit.h declares them.
_SIGNATURES = {
    "rk_abi_version": (_I32, []),
    "rk_last_error": (ctypes.c_char_p, []),
    "rk_output_ptr": (_DOUBLE_P, []),
    "rk_text_ptr": (ctypes.c_void_p, []),
    "rk_layout": (_I32, []),
    "rk_machine_load_json": (_I32, [_BYTES, _I32]),
    "rk_machine_free": (None, [_I32]),
    "rk_random_targets": (_I32, [_I32, ctypes.c_uint32, ctypes.c_uint32, _I32_P, _I32]),
    "rk_spin": (_I32, [_I32, _I32_P, _I32, _DOUBLE_P, _I32, _BYTES, _I32, _I32]),
    "rk_run_start": (_I32, [_I32, _I32_P, _I32, _DOUBLE_P, _I32, _BYTES, _I32]),
    "rk_run_start_events": (_I32, [_I32]),
    "rk_run_advance": (_I32, [_I32, ctypes.c_double]),
    "rk_run_sample": (_I32, [_I32, ctypes.c_double]),
    "rk_run_state": (_I32, [_I32]),
    "rk_run_time": (ctypes.c_double, [_I32]),
    "rk_run_slam": (_I32, [_I32, _I32, _I32_P, _I32]),
    "rk_run_quicken": (_I32, [_I32, ctypes.c_double]),
    "rk_run_press": (_I32, [_I32, _I32, _I32, ctypes.c_double]),
    "rk_run_free": (None, [_I32]),
}

EVENT_FIELDS = ("tick", "time", "drum", "kind", "a", "b")
FRAME_FIELDS = ("drum", "time", "phase", "travel", "offset", "velocity", "restingIndex")
SAMPLE_FIELDS = ("tick", "phase", "travel", "offset", "velocity", "acceleration")


class ReelKitError(Exception):
    """A call the library refused: the message is its one line."""


class ReelKit:
    """The native library, loaded once; ``layout`` names the records' fields and indexes."""

    def __init__(self, path=None):
        path = path or os.environ.get("REELKIT_LIBRARY") or ctypes.util.find_library("reelkit")
        if not path:
            raise ReelKitError(
                "libreelkit: not found (build it: swift build --product reelkit; "
                "then set REELKIT_LIBRARY to .build/debug/libreelkit.so)")
        try:
            self.lib = ctypes.CDLL(path)
        except OSError as error:
            raise ReelKitError(f"{path}: cannot be loaded ({error})") from None
        for name, (result, arguments) in _SIGNATURES.items():
            function = getattr(self.lib, name)
            function.restype = result
            function.argtypes = arguments
        version = self.lib.rk_abi_version()
        if version != ABI_VERSION:
            raise ReelKitError(f"{path}: ABI {version}, this package speaks {ABI_VERSION}")
        length = self.lib.rk_layout()
        self.layout = json.loads(ctypes.string_at(self.lib.rk_text_ptr(), length))

    def check(self, result):
        """``result``, or ``ReelKitError`` with the library's line when it is -1."""
        if result == -1:
            raise ReelKitError(self.lib.rk_last_error().decode("utf-8", "replace"))
        return result

    def output(self, count):
        """A copy of the first ``count`` numbers of the output buffer."""
        if count == 0:
            return np.zeros(0)
        return np.ctypeslib.as_array(self.lib.rk_output_ptr(), shape=(count,)).copy()

    def load_json(self, text):
        """A machine from its JSON spec (ReelKit's ``MachineSpec``; ``str`` or ``bytes``)."""
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        if len(data) > 100_000_000:
            raise ReelKitError(f"machine: {len(data)} bytes is too long (allowed: 0 ... 100000000)")
        return Machine(self, self.check(self.lib.rk_machine_load_json(data, len(data))))


def _targets(targets):
    values = [int(t) for t in targets]
    if any(not -(2**31) <= t < 2**31 for t in values):
        raise ReelKitError("targets: a target is out of range (allowed: 32-bit whole numbers)")
    return (_I32 * max(1, len(values)))(*values), len(values)


class Machine:
    """A loaded machine: spins, whole or frame by frame. Free it with ``close()`` (or use
    ``with``)."""

    def __init__(self, kit, handle):
        self.kit = kit
        self.handle = handle

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def close(self):
        """Forgets the machine in the library."""
        if self.handle is not None:
            self.kit.lib.rk_machine_free(self.handle)
            self.handle = None

    def random_targets(self, seed):
        """One target a drum drawn from ``seed`` (0 ≤ seed < 2⁶⁴) as ``reelsim simulate
        --seed`` draws them (uniformly over each strip)."""
        if not 0 <= int(seed) < 2**64:
            raise ReelKitError(f"seed: {seed} is not allowed (allowed: 0 ... 2^64 - 1)")
        seed = int(seed)
        count = self.kit.check(
            self.kit.lib.rk_random_targets(self.handle, seed >> 32, seed & 0xFFFFFFFF, None, -1))
        return [int(t) for t in self.kit.output(count)]

    def spin(self, targets, trace=True):
        """A whole spin: ``targets``, ``events`` (an array of events × 6: tick, time, drum,
        kind, a, b), ``results`` (drums × the layout's result fields), and with ``trace`` per
        drum a dict of arrays by sample field (``tick``, ``phase``, ``travel``, ``offset``,
        ``velocity``, ``acceleration``), one entry a tick."""
        array, count = _targets(targets)
        length = self.kit.check(
            self.kit.lib.rk_spin(self.handle, array, count, None, 0, None, 0, 1 if trace else 0))
        record = self.kit.output(length)
        drums, events, traced = int(record[0]), int(record[1]), int(record[2])
        fields = len(self.kit.layout["result"])
        at = 5
        spin = {"watchdogTick": int(record[3]), "spinTick": int(record[4]),
                "targets": [int(t) for t in record[at:at + drums]], "record": record}
        at += drums
        spin["results"] = record[at:at + drums * fields].reshape(drums, fields)
        at += drums * fields
        spin["events"] = record[at:at + events * 6].reshape(events, 6)
        at += events * 6
        spin["traces"] = []
        if traced:
            for _ in range(drums):
                samples = int(record[at])
                block = record[at + 1:at + 1 + samples * 6].reshape(samples, 6)
                spin["traces"].append({name: block[:, i] for i, name in enumerate(SAMPLE_FIELDS)})
                at += 1 + samples * 6
        return spin

    def frames(self, targets, fps=60.0, slam_frame=None, max_frames=100_000):
        """A game's frame loop: the spin advanced to ``frame / fps`` seconds for frame 1, 2, …
        until every drum rests (or the watchdog ends it), a slam before ``slam_frame``.
        Returns ``time`` (frames), ``phase``, ``travel``, ``offset``, ``velocity``,
        ``restingIndex`` (frames × drums), ``events`` (events × 7: the frame, then tick, time,
        drum, kind, a, b), ``state`` (1 at rest, 2 watchdog) and ``stops``."""
        fps = float(fps)
        if not 0 < fps <= 10_000:
            raise ReelKitError(f"fps: {fps} is not allowed (allowed: 0 < fps <= 10000)")
        array, count = _targets(targets)
        lib = self.kit.lib
        run = self.kit.check(lib.rk_run_start(self.handle, array, count, None, 0, None, 0))
        try:
            events = []

            def collect(frame, result):
                block = self.kit.output(self.kit.check(result) * 6).reshape(-1, 6)
                for event in block:
                    events.append([frame, *event])

            collect(0, lib.rk_run_start_events(run))
            times, samples = [], []
            frame = 0
            while lib.rk_run_state(run) == 0 and frame < max_frames:
                frame += 1
                if frame == slam_frame:
                    collect(frame, lib.rk_run_slam(run, 0, None, -1))
                seconds = frame / fps
                collect(frame, lib.rk_run_advance(run, seconds))
                drums = self.kit.check(lib.rk_run_sample(run, seconds))
                times.append(seconds)
                samples.append(self.kit.output(drums * 7).reshape(drums, 7))
            state = lib.rk_run_state(run)
            drums = self.kit.check(lib.rk_run_sample(run, lib.rk_run_time(run)))
            stops = [int(x) for x in self.kit.output(drums * 7).reshape(drums, 7)[:, 6]]
        finally:
            lib.rk_run_free(run)
        stack = np.stack(samples) if samples else np.zeros((0, 0, 7))
        result = {"time": np.array(times), "events": np.array(events).reshape(-1, 7),
                  "state": state, "stops": stops}
        for index, name in enumerate(FRAME_FIELDS):
            if name not in ("drum", "time"):
                result[name] = stack[:, :, index]
        return result
