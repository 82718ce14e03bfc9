import ReelKit

// Tumble chains on fixed rows: the cascade a machine with a tumble block plays after a spin
// (``/ReelKit/TumbleMachine/chain(stops:startTick:)``, what `reelsim simulate --tumble-trace`
// writes), for a loaded machine (``rk_machine_load``) and paytable (``rk_paytable_load``):
// read whole (``TumbleRecord``) and drawn at any tick (``/ReelKit/TumbleChain/cells(atTick:clock:)``).

/// A chain being shown, and the clock of its machine; a cluster grid's chain keeps its
/// clusters too (``rk_cluster_play``).
struct TumbleShow {
  var chain: TumbleChain
  var clock: SimulationClock
  var cluster: ClusterChain? = nil
}

/// The module's tumble chains.
enum TumbleState {
  nonisolated(unsafe) static var chains: [TumbleShow?] = []

  static func chain(_ handle: Int32) -> TumbleShow? {
    guard handle >= 0, Int(handle) < chains.count else { return nil }
    return chains[Int(handle)]
  }
}

/// Plays the tumble chain of machine `machine` paying by paytable `paytable` (for windows of
/// the machine's drums and rows) from `stops` (one strip index per drum, `Int32`), starting
/// at `startTick` (the spin's last settle tick, `0 … 10⁹`), its cells moving by `numbers`:
/// `gravity` (pt/s²), `restitution`, `fallDelay` (s), `columnStagger` (s), `maxTumbles`, each
/// checked as a config's `tumble` block. Returns the chain's handle.
@_expose(wasm, "rk_tumble_play")
@_cdecl("rk_tumble_play")
public func rk_tumble_play(
  _ machine: Int32, _ paytable: Int32, _ numbers: UnsafePointer<Double>?, _ count: Int32,
  _ stops: UnsafePointer<Int32>?, _ stopCount: Int32, _ startTick: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(machine) else { return ModuleState.fail("no such machine") }
  guard let loaded = PaytableState.paytable(paytable) else {
    return ModuleState.fail("no such paytable")
  }
  let drums = spec.drums.count
  let rows = spec.drums[0].geometry.visibleRows
  guard loaded.read.drumCount == drums, loaded.read.rowCount == rows,
    spec.drums.allSatisfy({ $0.geometry.visibleRows == rows })
  else {
    return ModuleState.fail(
      "paytable: for windows of \(loaded.read.drumCount) drums × \(loaded.read.rowCount) rows, "
        + "not this machine's (allowed: \(drums) drums, each of the same rows)")
  }
  guard let values = ModuleState.numbers(numbers, count), values.count == 5 else {
    return ModuleState.fail(
      "tumble: expected 5 numbers (gravity, restitution, fallDelay, columnStagger, maxTumbles)")
  }
  guard values[4].isFinite, values[4] == values[4].rounded(), (1...1000).contains(values[4])
  else {
    return ModuleState.fail(
      "tumble.maxTumbles: \(values[4]) is not allowed (allowed: a whole number 1 ... 1000)")
  }
  let parameters = TumbleParameters(
    gravity: values[0], restitution: values[1], fallDelay: values[2], columnStagger: values[3],
    maxTumbles: Int(values[4]))
  if let first = parameters.issues(machine: spec).first {
    return ModuleState.fail("tumble.\(first.description)")
  }
  guard let chosen = ModuleState.wholes(stops, stopCount), chosen.count == drums else {
    return ModuleState.fail("stops: expected one per drum (\(drums)), found \(stopCount)")
  }
  for (drum, stop) in chosen.enumerated() {
    let symbols = spec.drums[drum].geometry.symbolCount
    guard (0..<symbols).contains(stop) else {
      return ModuleState.fail(
        "stops[\(drum)]: \(stop) is not allowed (allowed: 0 ... \(symbols - 1))")
    }
  }
  guard (0...1_000_000_000).contains(startTick) else {
    return ModuleState.fail(
      "startTick: \(startTick) is not allowed (allowed: 0 ... 1000000000)")
  }
  let tumbles = TumbleMachine(spec: spec, paytable: loaded.read.paytable, parameters: parameters)
  let chain = tumbles.chain(stops: chosen, startTick: Int(startTick))
  return ModuleState.store(TumbleShow(chain: chain, clock: spec.clock), in: &TumbleState.chains)
}

/// The whole chain `handle` (``TumbleRecord/write(_:clock:)``) into the output buffer;
/// returns the record's length.
@_expose(wasm, "rk_tumble_chain")
@_cdecl("rk_tumble_chain")
public func rk_tumble_chain(_ handle: Int32) -> Int32 {
  guard let show = TumbleState.chain(handle) else { return ModuleState.fail("no such chain") }
  return ModuleState.emit(TumbleRecord.write(show.chain, clock: show.clock))
}

/// The cells chain `handle` draws at `tick` (any tick, `0 … 10⁹`; before the first removal the
/// window at rest), drum by drum, top row first (``TumbleRecord/write(_:)-([TumbleCell])``);
/// returns the cell count.
@_expose(wasm, "rk_tumble_cells")
@_cdecl("rk_tumble_cells")
public func rk_tumble_cells(_ handle: Int32, _ tick: Int32) -> Int32 {
  guard let show = TumbleState.chain(handle) else { return ModuleState.fail("no such chain") }
  guard (0...1_000_000_000).contains(tick) else {
    return ModuleState.fail("tick: \(tick) is not allowed (allowed: 0 ... 1000000000)")
  }
  let cells = show.chain.cells(atTick: Int(tick), clock: show.clock)
  return ModuleState.emit(TumbleRecord.write(cells), count: cells.count)
}

/// Forgets a chain.
@_expose(wasm, "rk_tumble_free")
@_cdecl("rk_tumble_free")
public func rk_tumble_free(_ handle: Int32) {
  guard case .some = TumbleState.chain(handle) else { return }
  TumbleState.chains[Int(handle)] = nil
}
