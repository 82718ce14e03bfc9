import ReelKit

// Cascades on variable rows ("Megaways"): the chain a machine with variable rows
// (``rk_machine_rows``) and a tumble block plays after a spin, exactly as `reelsim simulate`
// does (``/ReelKit/CascadeMotion/chain(of:spin:startTick:inFreeSpins:cascadesBefore:)``: the
// maths' rule, refill, multiplier and pays, and every cell's fall on the spin's own window).
// The chain is a tumble chain of the module (``rk_tumble_chain``, ``rk_tumble_cells``,
// ``rk_tumble_free``); ``rk_cascade_record`` writes what variable rows add.

/// Plays the cascade chain of machine `machine` (with its variable rows) paying by paytable
/// `paytable` (by ways, for windows of the machine's drums × its tallest window plus the top
/// cell: the window the maths pays) from `outcome` (`Int32`: the rows of each drum, the stop
/// of each drum, then the top stop, -1 without a top drum), starting at `startTick` (`0 … 10⁹`).
/// `numbers` (12): the `tumble` block's `gravity`, `restitution`, `fallDelay`,
/// `columnStagger`, `maxTumbles`, its `multiplier`'s `start`, `step`, `cap` (-1: none),
/// `freeSpinsOnly` and `carriesOver` (0 or 1), then `inFreeSpins` (0 or 1) and
/// `cascadesBefore` (the cascades of earlier free spins, `0 … 10⁶`). Everything is checked as
/// the config checks it, but the bound of a whole chain's pay (``CascadeInputs``). Returns the
/// chain's handle.
@_expose(wasm, "rk_cascade_play")
@_cdecl("rk_cascade_play")
public func rk_cascade_play(
  _ machine: Int32, _ paytable: Int32, _ numbers: UnsafePointer<Double>?, _ count: Int32,
  _ outcome: UnsafePointer<Int32>?, _ outcomeCount: Int32, _ startTick: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(machine) else { return ModuleState.fail("no such machine") }
  guard let rows = ModuleState.rows(machine) else {
    return ModuleState.fail(
      "rows: the machine has no variable rows (give them with rk_machine_rows)")
  }
  guard let loaded = PaytableState.paytable(paytable) else {
    return ModuleState.fail("no such paytable")
  }
  let reels = ReelStrips(spec)
  let drums = spec.drums.count
  let height =
    (spec.drums.map { $0.geometry.visibleRows }.max() ?? 1) + (rows.topDrum == nil ? 0 : 1)
  guard loaded.read.paytable.mode == .ways, loaded.read.drumCount == drums,
    loaded.read.rowCount == height
  else {
    return ModuleState.fail(
      "paytable: for windows of \(loaded.read.drumCount) drums × \(loaded.read.rowCount) rows "
        + "(allowed: by ways, for \(drums) drums × \(height) rows, the tallest window and the "
        + "top cell)")
  }
  let result: Result<CascadeInputs, CompactError> = CascadeInputs.read(
    numbers, count, spec: spec, reels: reels, rows: rows, paytable: loaded.read.paytable)
  guard case .success(let inputs) = result else {
    if case .failure(let error) = result { return ModuleState.fail(error.message) }
    return -1
  }
  guard let values = ModuleState.wholes(outcome, outcomeCount),
    values.count == 2 * drums + 1
  else {
    return ModuleState.fail(
      "outcome: expected \(2 * drums + 1) numbers (rows and stop of each drum, then the top "
        + "stop or -1), found \(outcomeCount)")
  }
  let top = values[2 * drums]
  let spun = VariableRowsOutcome(
    rows: Array(values[0..<drums]), stops: Array(values[drums..<(2 * drums)]),
    topStop: top == -1 ? nil : top)
  if let first = spun.issues(reels: reels, rows: rows).first {
    return ModuleState.fail("outcome.\(first.description)")
  }
  guard (0...1_000_000_000).contains(startTick) else {
    return ModuleState.fail(
      "startTick: \(startTick) is not allowed (allowed: 0 ... 1000000000)")
  }
  let spin: MachineSpec
  do throws(SpinUsageError) {
    spin = try spec.spinning(
      spun.rows, previousRows: spun.rows, topDrum: spun.topStop == nil ? nil : rows.topDrum)
  } catch {
    return ModuleState.fail(error.description)
  }
  let motion = CascadeMotion(
    cascade: inputs.cascade, parameters: inputs.parameters, clock: spec.clock)
  let chain = motion.chain(
    of: spun, spin: spin, startTick: Int(startTick), inFreeSpins: inputs.inFreeSpins,
    cascadesBefore: inputs.cascadesBefore)
  return ModuleState.store(TumbleShow(chain: chain, clock: spec.clock), in: &TumbleState.chains)
}

/// What variable rows add to chain `handle` (``TumbleRecord/writeRows(_:)``) into the output
/// buffer; returns the record's length.
@_expose(wasm, "rk_cascade_record")
@_cdecl("rk_cascade_record")
public func rk_cascade_record(_ handle: Int32) -> Int32 {
  guard let show = TumbleState.chain(handle) else { return ModuleState.fail("no such chain") }
  return ModuleState.emit(TumbleRecord.writeRows(show.chain))
}

/// The numbers of ``rk_cascade_play``, read and checked.
struct CascadeInputs {
  var cascade: VariableRowsCascade
  var parameters: TumbleParameters
  var inFreeSpins: Bool
  var cascadesBefore: Int

  /// The 12 numbers at `pointer`, checked for `spec` with `rows` paying by `paytable`.
  static func read(
    _ pointer: UnsafePointer<Double>?, _ count: Int32, spec: MachineSpec, reels: ReelStrips,
    rows: VariableRows, paytable: Paytable
  ) -> Result<CascadeInputs, CompactError> {
    guard let values = ModuleState.numbers(pointer, count), values.count == 12 else {
      return .failure(
        CompactError(
          "cascade: expected 12 numbers (gravity, restitution, fallDelay, columnStagger, "
            + "maxTumbles, multiplier start, step, cap, freeSpinsOnly, carriesOver, "
            + "inFreeSpins, cascadesBefore)"))
    }
    var reader = CompactReader(numbers: values, text: [])
    do throws(CompactError) {
      var parameters = TumbleParameters()
      parameters.gravity = try reader.number("tumble.gravity")
      parameters.restitution = try reader.number("tumble.restitution")
      parameters.fallDelay = try reader.number("tumble.fallDelay")
      parameters.columnStagger = try reader.number("tumble.columnStagger")
      parameters.maxTumbles = try reader.whole("tumble.maxTumbles", in: 1...1000)
      if let first = parameters.issues(machine: spec).first {
        throw CompactError("tumble.\(first.description)")
      }
      let start = try reader.whole("tumble.multiplier.start", in: 1...1000)
      let step = try reader.whole("tumble.multiplier.step", in: 0...1000)
      let cap = try reader.optionalWhole("tumble.multiplier.cap", in: 1...100_000)
      let multiplier = CascadeMultiplier(
        start: start, step: step, cap: cap,
        freeSpinsOnly: try reader.whole("tumble.multiplier.freeSpinsOnly", in: 0...1) == 1,
        carriesOver: try reader.whole("tumble.multiplier.carriesOver", in: 0...1) == 1)
      let inFreeSpins = try reader.whole("inFreeSpins", in: 0...1) == 1
      let before = try reader.whole("cascadesBefore", in: 0...1_000_000)
      let rule = TumbleRule(maxTumbles: parameters.maxTumbles)
      let machine = VariableRowsMachine(
        reels: reels, rows: rows, paytable: paytable, weights: nil)
      // The multiplier's own checks (``/ReelKit/CascadeMultiplier/issues(maxTumbles:)``): every
      // window's multiplier stays within 100,000, so no pay can overflow. The config's bound
      // of a whole chain's pay is left out: it brings the free spins' expected awards into
      // the module.
      if let first = multiplier.issues(maxTumbles: rule.maxTumbles).first {
        throw CompactError("tumble.multiplier.\(first.description)")
      }
      return .success(
        CascadeInputs(
          cascade: VariableRowsCascade(machine: machine, rule: rule, multiplier: multiplier),
          parameters: parameters, inFreeSpins: inFreeSpins, cascadesBefore: before))
    } catch {
      return .failure(error)
    }
  }
}
