import ReelKit

// Cluster-pays grids: a host loads a grid onto a loaded machine (its drums the columns,
// ``CompactCluster``) and plays the cascade chain of an outcome exactly as `reelsim simulate`
// does (``/ReelKit/ClusterMachine/chain(stops:startTick:fillSeed:)``): the chain is a tumble
// chain of the module (``rk_tumble_chain``, ``rk_tumble_cells``, ``rk_tumble_free``) whose
// clusters ``rk_cluster_record`` writes.

/// The module's cluster grids.
enum ClusterState {
  nonisolated(unsafe) static var grids: [ClusterMachine?] = []

  static func grid(_ handle: Int32) -> ClusterMachine? {
    guard handle >= 0, Int(handle) < grids.count else { return nil }
    return grids[Int(handle)]
  }
}

/// Loads a cluster grid (``CompactCluster``) on machine `machine` (``rk_machine_load``: one
/// drum per column); returns its handle.
@_expose(wasm, "rk_cluster_load")
@_cdecl("rk_cluster_load")
public func rk_cluster_load(
  _ machine: Int32, _ numbers: UnsafePointer<Double>?, _ count: Int32,
  _ text: UnsafePointer<UInt8>?, _ textLength: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(machine) else { return ModuleState.fail("no such machine") }
  guard let values = ModuleState.numbers(numbers, count),
    let lines = ModuleState.text(text, textLength)
  else { return ModuleState.fail("cluster: a count is out of range") }
  do throws(CompactError) {
    let grid = try CompactCluster.read(numbers: values, text: lines, spec: spec)
    return ModuleState.store(grid, in: &ClusterState.grids)
  } catch {
    return ModuleState.fail(error.message)
  }
}

/// Puts the grid's symbols (``/ReelKit/ClusterGame/symbols``: the codes of
/// ``rk_cluster_record``'s grids and wins), one a line, in the text buffer; returns its length.
@_expose(wasm, "rk_cluster_symbols")
@_cdecl("rk_cluster_symbols")
public func rk_cluster_symbols(_ handle: Int32) -> Int32 {
  guard let grid = ClusterState.grid(handle) else {
    return ModuleState.fail("no such cluster grid")
  }
  var bytes: [UInt8] = []
  for (index, symbol) in grid.game.symbols.enumerated() {
    if index > 0 { bytes.append(UInt8(ascii: "\n")) }
    bytes += Array(symbol.utf8)
  }
  ModuleState.text = bytes + [0]
  return Int32(clamping: bytes.count)
}

/// Plays the cascade chain of grid `handle` from `stops` (one strip index per column,
/// `Int32`), starting at `startTick` (the spin's last settle tick, `0 … 10⁹`). With a fill the
/// cells are drawn from SplitMix64 seeded by `seed` (`high·2³² + low`): the fill's own seed
/// when `seedIsSpin` is 0, else the spin's seed (``/ReelKit/ClusterGame/fillSeed(spinSeed:)``,
/// as `simulate` does); without a fill the seed is not read. Returns a tumble chain's handle.
@_expose(wasm, "rk_cluster_play")
@_cdecl("rk_cluster_play")
public func rk_cluster_play(
  _ handle: Int32, _ stops: UnsafePointer<Int32>?, _ stopCount: Int32, _ startTick: Int32,
  _ seedHigh: UInt32, _ seedLow: UInt32, _ seedIsSpin: Int32
) -> Int32 {
  guard let grid = ClusterState.grid(handle) else {
    return ModuleState.fail("no such cluster grid")
  }
  let spec = grid.spec
  guard let chosen = ModuleState.wholes(stops, stopCount), chosen.count == spec.drums.count else {
    return ModuleState.fail(
      "stops: expected one per drum (\(spec.drums.count)), found \(stopCount)")
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
  let given = UInt64(seedHigh) << 32 | UInt64(seedLow)
  let seed = seedIsSpin == 0 ? given : ClusterGame.fillSeed(spinSeed: given)
  let chain = grid.chain(stops: chosen, startTick: Int(startTick), fillSeed: seed)
  return ModuleState.store(
    TumbleShow(chain: chain.tumble, clock: spec.clock, cluster: chain), in: &TumbleState.chains)
}

/// The clusters of chain `handle` (``ClusterRecord/write(_:)``) into the output buffer;
/// returns the record's length. The chain must come from ``rk_cluster_play``.
@_expose(wasm, "rk_cluster_record")
@_cdecl("rk_cluster_record")
public func rk_cluster_record(_ handle: Int32) -> Int32 {
  guard let show = TumbleState.chain(handle), let cluster = show.cluster else {
    return ModuleState.fail("no such cluster chain")
  }
  return ModuleState.emit(ClusterRecord.write(cluster))
}

/// Forgets a cluster grid.
@_expose(wasm, "rk_cluster_free")
@_cdecl("rk_cluster_free")
public func rk_cluster_free(_ handle: Int32) {
  guard case .some = ClusterState.grid(handle) else { return }
  ClusterState.grids[Int(handle)] = nil
}
