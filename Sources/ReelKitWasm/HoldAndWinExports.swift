import ReelKit

// Hold-and-win on the cell reels: a host loads a feature onto a machine of one drum (the cell
// reel, ``CompactHoldAndWin``), plays a round from the held cells of a triggering window and a
// seed exactly as the native tools (``/ReelKit/HoldAndWinRound/play(_:held:using:recordingDraws:)``
// then ``/ReelKit/HoldAndWinReels/animate(_:recordingTraces:)``), reads the whole round
// (``CellReelRecord``) and drives it frame by frame (``/ReelKit/CellReelFrameLoop``).

/// A round being shown: its frame loop (which holds the round) and the feature it pays by.
struct HoldAndWinShow {
  var loop: CellReelFrameLoop
  var feature: HoldAndWinFeature
}

/// The module's hold-and-win features and rounds.
enum HoldAndWinState {
  nonisolated(unsafe) static var features: [HoldAndWinReels?] = []
  nonisolated(unsafe) static var rounds: [HoldAndWinShow?] = []

  static func feature(_ handle: Int32) -> HoldAndWinReels? {
    guard handle >= 0, Int(handle) < features.count else { return nil }
    return features[Int(handle)]
  }

  static func round(_ handle: Int32) -> HoldAndWinShow? {
    guard handle >= 0, Int(handle) < rounds.count else { return nil }
    return rounds[Int(handle)]
  }
}

/// Loads a hold-and-win feature (``CompactHoldAndWin``) whose cell reels move as the one drum
/// of machine `machine` (``rk_machine_load``); returns its handle.
@_expose(wasm, "rk_hnw_load")
@_cdecl("rk_hnw_load")
public func rk_hnw_load(
  _ machine: Int32, _ numbers: UnsafePointer<Double>?, _ count: Int32,
  _ text: UnsafePointer<UInt8>?, _ textLength: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(machine) else {
    return ModuleState.fail("no such machine")
  }
  guard let values = ModuleState.numbers(numbers, count),
    let lines = ModuleState.text(text, textLength)
  else { return ModuleState.fail("holdAndWin: a count is out of range") }
  do throws(CompactError) {
    let reels = try CompactHoldAndWin.read(numbers: values, text: lines, cellSpec: spec)
    return ModuleState.store(reels, in: &HoldAndWinState.features)
  } catch {
    return ModuleState.fail(error.message)
  }
}

/// Forgets a hold-and-win feature.
@_expose(wasm, "rk_hnw_free")
@_cdecl("rk_hnw_free")
public func rk_hnw_free(_ handle: Int32) {
  guard case .some = HoldAndWinState.feature(handle) else { return }
  HoldAndWinState.features[Int(handle)] = nil
}

/// Plays a round of feature `handle` from `held` (one flag a cell, 0 or 1, cell
/// `drum·rows + row`; at least the trigger count set) with the generator seeded by
/// `seed` (`high·2³² + low`): the round's own seed when `seedIsSpin` is 0, else the seed of
/// the triggering spin (``/ReelKit/HoldAndWinRound/generatorSeed(spinSeed:)``, as `simulate`
/// does). Every respin is spun on the cell reels, with traces when `recordsTrace` is not 0.
/// Returns the round's handle, for ``rk_hnw_round`` and ``rk_hnw_frame``.
@_expose(wasm, "rk_hnw_play")
@_cdecl("rk_hnw_play")
public func rk_hnw_play(
  _ handle: Int32, _ held: UnsafePointer<Int32>?, _ heldCount: Int32, _ seedHigh: UInt32,
  _ seedLow: UInt32, _ seedIsSpin: Int32, _ recordsTrace: Int32
) -> Int32 {
  guard let reels = HoldAndWinState.feature(handle) else {
    return ModuleState.fail("no such hold-and-win feature")
  }
  let feature = reels.feature
  guard let flags = ModuleState.wholes(held, heldCount), flags.count == feature.cells else {
    return ModuleState.fail(
      "held: expected one flag per cell (\(feature.cells)), found \(heldCount)")
  }
  guard flags.allSatisfy({ $0 == 0 || $0 == 1 }) else {
    return ModuleState.fail("held: a flag is not allowed (allowed: 0 or 1)")
  }
  let count = flags.reduce(0, +)
  guard count >= feature.trigger else {
    return ModuleState.fail(
      "held: \(count) held cells do not start a round (allowed: at least the trigger, "
        + "\(feature.trigger))")
  }
  let given = UInt64(seedHigh) << 32 | UInt64(seedLow)
  let seed = seedIsSpin == 0 ? given : HoldAndWinRound.generatorSeed(spinSeed: given)
  var generator = SplitMix64(seed: seed)
  let round = HoldAndWinRound.play(feature, held: flags.map { $0 == 1 }, using: &generator)
  guard let shown = try? reels.animate(round, recordingTraces: recordsTrace != 0) else {
    return ModuleState.fail("round cancelled")
  }
  let show = HoldAndWinShow(loop: CellReelFrameLoop(reels: reels, round: shown), feature: feature)
  return ModuleState.store(show, in: &HoldAndWinState.rounds)
}

/// The whole round `handle` (``CellReelRecord/write(_:feature:)``) into the output buffer;
/// returns the record's length.
@_expose(wasm, "rk_hnw_round")
@_cdecl("rk_hnw_round")
public func rk_hnw_round(_ handle: Int32) -> Int32 {
  guard let show = HoldAndWinState.round(handle) else {
    return ModuleState.fail("no such hold-and-win round")
  }
  return ModuleState.emit(CellReelRecord.write(show.loop.round, feature: show.feature))
}

/// The frame of round `handle` at `seconds` since the round started (finite, ≥ 0, not before
/// the previous frame's; ``/ReelKit/CellReelFrameLoop/frame(at:)``) into the output buffer
/// (``CellReelRecord/write(_:)-(CellReelFrame)``); returns the record's length.
@_expose(wasm, "rk_hnw_frame")
@_cdecl("rk_hnw_frame")
public func rk_hnw_frame(_ handle: Int32, _ seconds: Double) -> Int32 {
  guard var show = HoldAndWinState.round(handle) else {
    return ModuleState.fail("no such hold-and-win round")
  }
  do throws(SpinUsageError) {
    let frame = try show.loop.frame(at: seconds)
    HoldAndWinState.rounds[Int(handle)] = show
    return ModuleState.emit(CellReelRecord.write(frame))
  } catch {
    return ModuleState.fail(error.description)
  }
}

/// Forgets a round.
@_expose(wasm, "rk_hnw_round_free")
@_cdecl("rk_hnw_round_free")
public func rk_hnw_round_free(_ handle: Int32) {
  guard case .some = HoldAndWinState.round(handle) else { return }
  HoldAndWinState.rounds[Int(handle)] = nil
}
