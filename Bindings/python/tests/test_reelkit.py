"""The Python binding against the Swift model, bit for bit.

Run by Tests/ReelWorkbenchTests/PythonBindingTests.swift, which pip-installs the package,
writes the cases (``REELKIT_CASES``: machine specs as JSON, targets, slams, and what the Swift
model gives: each whole spin's record as bit patterns and each frame loop as the lines
Examples/C/frame_loop.c prints) and points ``REELKIT_LIBRARY`` at libreelkit.so. By hand:

    swift build --product reelkit
    REELKIT_LIBRARY=.build/debug/libreelkit.so REELKIT_CASES=cases.json python3 -m pytest Bindings/python/tests
"""

import json
import os
import struct

import numpy as np
import pytest

import reelkit

CASES = os.environ.get("REELKIT_CASES")
pytestmark = pytest.mark.skipif(not CASES, reason="REELKIT_CASES: not set (PythonBindingTests sets it)")


def bits(value):
    return "%016x" % struct.unpack("<Q", struct.pack("<d", float(value)))[0]


def cases():
    with open(CASES, encoding="utf-8") as file:
        return json.load(file)


def frame_lines(frames):
    """The lines Examples/C/frame_loop.c prints for the same frame loop."""
    lines = []
    events = frames["events"]
    drums = frames["offset"].shape[1] if frames["offset"].size else 0

    def event_lines(frame):
        for event in events[events[:, 0] == frame]:
            lines.append("event %d %d %s %d %d %s %s" % (
                event[0], event[1], bits(event[2]), event[3], event[4], bits(event[5]),
                bits(event[6])))

    event_lines(0)
    for index, seconds in enumerate(frames["time"]):
        frame = index + 1
        event_lines(frame)
        lines.append("frame %d %s" % (frame, bits(seconds)))
        for drum in range(drums):
            lines.append("drum %d %d %s %s %s %d" % (
                drum, frames["phase"][index, drum], bits(frames["travel"][index, drum]),
                bits(frames["offset"][index, drum]), bits(frames["velocity"][index, drum]),
                frames["restingIndex"][index, drum]))
    lines.append("state %d" % frames["state"])
    lines.append("stops " + " ".join(str(stop) for stop in frames["stops"]))
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def kit():
    return reelkit.ReelKit()


def test_whole_spins_are_the_swift_records(kit):
    checked = 0
    for case in cases():
        with kit.load_json(case["spec"]) as machine:
            assert machine.random_targets(case["seed"]) == case["targets"]
            spin = machine.spin(case["targets"])
            assert [bits(x) for x in spin["record"]] == case["record"], case["name"]
            assert spin["targets"] == case["targets"]
            assert len(spin["traces"]) == len(case["targets"])
            for trace in spin["traces"]:
                assert isinstance(trace["offset"], np.ndarray)
                assert trace["offset"].dtype == np.float64
                assert np.all(np.diff(trace["tick"]) == 1)
            checked += 1
    assert checked >= 4


def test_frame_loops_are_the_swift_frames(kit):
    for case in cases():
        with kit.load_json(case["spec"]) as machine:
            frames = machine.frames(case["targets"], fps=60.0, slam_frame=case["slam"])
            assert frames["offset"].shape == (len(frames["time"]), len(case["targets"]))
            assert frame_lines(frames) == case["frames"], case["name"]
            assert frames["stops"] == case["targets"]


def test_bad_input_raises_the_librarys_one_line(kit):
    with pytest.raises(reelkit.ReelKitError, match=r"^JSON: line 1, column 2: expected a key in quotes$"):
        kit.load_json("{")
    spec = json.loads(cases()[0]["spec"])
    spec["drums"][0]["motion"]["profile"] = "bouncy"
    with pytest.raises(reelkit.ReelKitError) as error:
        kit.load_json(json.dumps(spec))
    assert str(error.value) == (
        'drums[0].motion.profile: "bouncy" is not allowed (allowed: linear, cubic, back, classic)')
    with kit.load_json(cases()[0]["spec"]) as machine:
        with pytest.raises(reelkit.ReelKitError, match="target"):
            machine.spin([0])
        with pytest.raises(reelkit.ReelKitError, match="seed"):
            machine.random_targets(-1)
        with pytest.raises(reelkit.ReelKitError, match="out of range"):
            machine.spin([2**40, 0, 0])
        with pytest.raises(reelkit.ReelKitError, match="fps"):
            machine.frames(case_targets(), fps=0)


def case_targets():
    return cases()[0]["targets"]
