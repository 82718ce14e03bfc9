import ReelKit

/// A paytable loaded into the module: ReelKit's ``/ReelKit/PayEvaluator`` for its window, and
/// the host's symbol indices turned into the evaluator's classes once, at load.
struct LoadedPaytable {
  /// The numbers of a win in a record, in order.
  static let winFields = ["line", "symbol", "count", "pay", "multiplier", "ways"]
  /// The evaluator.
  var evaluator: PayEvaluator
  /// `classes[i]`: the class of the host's symbol `i`; a symbol the paytable does not name
  /// (-1) is the evaluator's class of every other symbol.
  var classes: [Int]
  /// What was read (the symbols each pay and the scatter are, and the awards).
  var read: CompactPaytable.Read

  /// The record of what `window` pays (host symbol indices, `[drum][row]`, ``rowCount`` rows
  /// a drum): the total, the win count, per win the layout's `win` fields (`line`, `symbol`,
  /// `count`, `pay`, `multiplier`, `ways`; -1 for no line and no ways), then the scatters in
  /// the window and the free spins they award (-1, -1 without a feature), then the max win
  /// cap applied to the total (``/ReelKit/WinCap/apply(_:)``): the cap in credits, the win
  /// paid and 1 when the cap cut it (NaN, the total, 0 without a cap).
  func record(_ window: [Int]) -> [Double] {
    let rows = read.rowCount
    var columns: [[Int]] = []
    for drum in 0..<read.drumCount {
      columns.append(
        (0..<rows).map { row in
          let symbol = window[drum * rows + row]
          return symbol < 0 ? evaluator.classCount - 1 : classes[symbol]
        })
    }
    let pay = evaluator.evaluate(classes: columns)
    var record: [Double] = [pay.total, Double(pay.wins.count)]
    for win in pay.wins {
      record += [
        Double(win.line ?? -1), Double(symbol(of: win, columns)), Double(win.count), win.pay,
        win.multiplier, Double(win.ways ?? -1),
      ]
    }
    if let feature = read.freeSpins {
      let scatter = read.scatter < 0 ? -1 : classes[read.scatter]
      var scatters = 0
      for column in columns where scatter >= 0 {
        for symbol in column where symbol == scatter { scatters += 1 }
      }
      record += [Double(scatters), Double(feature.spins(scatters: scatters))]
    } else {
      record += [-1, -1]
    }
    if let cap = read.winCap {
      let paid = cap.apply(pay.total)
      record += [cap.credits, paid.paid, paid.capped ? 1 : 0]
    } else {
      record += [.nan, pay.total, 0]
    }
    return record
  }

  /// The host's index of the symbol a win is for: by its entry, never by its name (a classic
  /// line win's entry is the line's winning entry again).
  private func symbol(of win: PayWin, _ columns: [[Int]]) -> Int {
    if win.isScatter { return read.scatter }
    if let entry = win.entry { return read.paySymbols[entry] }
    guard let line = win.line else { return -1 }
    let rows = read.paytable.lines[line]
    let entry = evaluator.lineEntry(rows.indices.map { columns[$0][rows[$0]] })
    return entry < 0 ? -1 : read.paySymbols[entry]
  }
}

/// The module's loaded paytables.
enum PaytableState {
  nonisolated(unsafe) static var paytables: [LoadedPaytable?] = []

  static func paytable(_ handle: Int32) -> LoadedPaytable? {
    guard handle >= 0, Int(handle) < paytables.count else { return nil }
    return paytables[Int(handle)]
  }
}

/// Loads a paytable from its compact description (``CompactPaytable``) for windows of its
/// drums and rows; returns its handle.
@_expose(wasm, "rk_paytable_load")
@_cdecl("rk_paytable_load")
public func rk_paytable_load(
  _ numbers: UnsafePointer<Double>?, _ count: Int32, _ text: UnsafePointer<UInt8>?,
  _ textLength: Int32
) -> Int32 {
  guard let values = ModuleState.numbers(numbers, count),
    let lines = ModuleState.text(text, textLength)
  else { return ModuleState.fail("paytable: a count is out of range") }
  do throws(CompactError) {
    let read = try CompactPaytable.read(numbers: values, text: lines)
    let evaluator = PayEvaluator(
      paytable: read.paytable, drumCount: read.drumCount, rowCount: read.rowCount)
    let loaded = LoadedPaytable(
      evaluator: evaluator, classes: read.symbols.map { evaluator.symbolClass(of: $0) },
      read: read)
    return ModuleState.store(loaded, in: &PaytableState.paytables)
  } catch {
    return ModuleState.fail(error.message)
  }
}

/// Forgets a paytable.
@_expose(wasm, "rk_paytable_free")
@_cdecl("rk_paytable_free")
public func rk_paytable_free(_ handle: Int32) {
  guard PaytableState.paytable(handle) != nil else { return }
  PaytableState.paytables[Int(handle)] = nil
}

/// Evaluates a window: `window` holds one symbol a cell, drum by drum and top row first
/// (drums × rows of the paytable's window), each an index into the paytable's symbol lines
/// or -1 for a symbol it does not name. The record (``LoadedPaytable/record(_:)``) goes to
/// the output buffer; returns its length.
@_expose(wasm, "rk_pays")
@_cdecl("rk_pays")
public func rk_pays(_ handle: Int32, _ window: UnsafePointer<Int32>?, _ count: Int32) -> Int32 {
  guard let loaded = PaytableState.paytable(handle) else {
    return ModuleState.fail("no such paytable")
  }
  let cells = loaded.read.drumCount * loaded.read.rowCount
  guard Int(count) == cells, let symbols = ModuleState.wholes(window, count) else {
    return ModuleState.fail(
      "window: expected \(cells) symbols (\(loaded.read.drumCount) drums × \(loaded.read.rowCount) rows)"
    )
  }
  guard symbols.allSatisfy({ $0 >= -1 && $0 < loaded.classes.count }) else {
    return ModuleState.fail(
      "window: a symbol is out of range (allowed: -1 ... \(loaded.classes.count - 1))")
  }
  return ModuleState.emit(loaded.record(symbols))
}
