import Foundation
import Testing

@testable import ReelKit

@Suite("Rows that change: one line per problem, with its field path")
struct RowChangeValidationTests {
  /// The three-drum test machine in a 300 pt window, 3 rows of 100 pt.
  static let base = Machines.planned(.cubic, .splice)

  @Test("withRows sets W/rows and the previous rows, keeping the window")
  func withRows() throws {
    let spec = try Self.base.withRows([5, 2, 7])
    #expect(spec.rows == [5, 2, 7])
    #expect(spec.drums.map(\.rowChange?.previousRows) == [3, 3, 3])
    #expect(spec.drums.map(\.geometry.symbolHeight) == [60, 150, 300.0 / 7])
    #expect(spec.drums.map(\.windowHeight) == [300, 300, 300])
    #expect(spec.drums.map(\.changesRows) == [true, true, true])
    let next = try spec.withRows([5, 4, 2])
    #expect(next.drums.map(\.rowChange?.previousRows) == [5, 2, 7])
    #expect(next.drums.map(\.changesRows) == [false, true, true])
    #expect(next.drums[2].previousGeometry.symbolHeight == 300.0 / 7)
    // One line for "drum 3 shows 5 rows this spin, it showed 2 last spin".
    var drum = Self.base.drums[0]
    drum.setRows(5, previous: 2)
    #expect(drum.geometry.visibleRows == 5 && drum.geometry.symbolHeight == 60)
    #expect(drum.rowChange == RowChange(windowHeight: 300, previousRows: 2))
    #expect(drum.issues().isEmpty)
    // The motion start: the previous window's top symbol in this spin's top row.
    #expect(drum.previousGeometry.targetRow == 0 && drum.geometry.targetRow == 2)
    #expect(drum.motionStartIndex == Machines.strip.count - 2)
    #expect(drum.minimumLandingTravel == 300)
  }

  @Test("rows outside 1 … the strip, and wrong counts, are refused with one line each")
  func badRows() throws {
    #expect(throws: SpinUsageError.wrongCount(field: "rows", found: 2, drums: 3)) {
      try Self.base.withRows([2, 3])
    }
    #expect(throws: SpinUsageError.wrongCount(field: "previousRows", found: 4, drums: 3)) {
      try Self.base.withRows([2, 3, 4], previous: [1, 2, 3, 4])
    }
    do {
      _ = try Self.base.withRows([0, 22, 4], previous: [3, 3, 0])
      Issue.record("accepted rows 0 and 22")
    } catch {
      #expect(
        error.description
          == "drums[0].geometry.visibleRows: 0 is out of range (allowed: 1 ... 21 rows, at most "
          + "the strip's symbol count); drums[1].geometry.visibleRows: 22 is out of range "
          + "(allowed: 1 ... 21 rows, at most the strip's symbol count); "
          + "drums[2].rowChange.previousRows: 0 is out of range (allowed: 1 ... 21 rows, at most "
          + "the strip's symbol count)")
    }
  }

  @Test("the window height, the symbol height and the result row agree")
  func heights() {
    var drum = Self.base.drums[0]
    drum.setRows(4, previous: 3)
    for height in [Double.nan, -1, 0, 1e9] {
      var bad = drum
      bad.rowChange?.windowHeight = height
      let issues = bad.issues()
      #expect(issues.map(\.field) == ["rowChange.windowHeight"], "\(height): \(issues)")
    }
    var tiny = drum
    tiny.rowChange?.windowHeight = 0.02
    tiny.geometry.symbolHeight = 0.005
    #expect(
      tiny.issues().map(\.description).contains(
        "rowChange.windowHeight: 0.02 pt over 4 rows makes 0.005 pt symbols (allowed: 0.01 ... "
          + "10000 pt per symbol)"))
    var mismatch = drum
    mismatch.geometry.symbolHeight = 100
    #expect(
      mismatch.issues().map(\.description) == [
        "geometry.symbolHeight: 100 is not windowHeight/visibleRows (allowed: 75 for 4 rows in "
          + "300 pt)"
      ])
    var row = drum
    row.geometry.resultRow = 3
    #expect(
      row.issues().map(\.description) == [
        "geometry.resultRow: 3 is off the previous window of 3 rows (allowed: 0 ... 2)"
      ])
    row.geometry.resultRow = 0
    #expect(row.issues().isEmpty)
  }

  @Test("strategies and drums that cannot change rows are refused with one line")
  func refused() throws {
    var classic = Machines.machine(Machines.classic())
    classic.drums[1].setRows(5, previous: 3)
    #expect(
      classic.issues().map(\.description) == [
        "drums[1].motion.profile: classic cannot change rows (3 → 5) (allowed: linear, cubic, back)"
      ])
    // Keeping its rows, a classic drum may carry a row change.
    classic.drums[1].setRows(3, previous: 3)
    #expect(classic.issues().isEmpty)
    var held = try Self.base.respin(Respin(previousStops: [1, 2, 3], held: [0]))
    held.drums[0].setRows(4, previous: 3)
    #expect(
      held.issues().map(\.description) == [
        "drums[0].rowChange.previousRows: a held drum cannot change rows (3 → 4) (allowed: 4, "
          + "its rows)"
      ])
    var wheel = DrumSpec(
      geometry: DrumGeometry(
        strip: ["A", "B", "C", "D"], symbolHeight: 90, visibleRows: 1,
        segmentWidths: [90, 90, 90, 90]),
      motion: Machines.motion(.cubic), stopRequestTime: 1)
    wheel.setRows(2, previous: 1)
    #expect(wheel.issues().map(\.field).contains("geometry.segmentWidths"))
    #expect(throws: SpinUsageError.self) {
      _ = try SpinFrameLoop(spec: classic.withRows([3, 6, 3]), targets: [0, 0, 0])
    }
  }

  @Test("a drum spec encodes its row change only when it has one, and reads it back")
  func coding() throws {
    let plain = try JSONEncoder().encode(Self.base.drums[0])
    #expect(!String(decoding: plain, as: UTF8.self).contains("rowChange"))
    let changed = try Self.base.withRows([6, 3, 2])
    let data = try JSONEncoder().encode(changed)
    #expect(try JSONDecoder().decode(MachineSpec.self, from: data) == changed)
    let result = try SpinRunner(spec: changed, targets: [1, 2, 3]).runInline()
    #expect(result.rows == [6, 3, 2] && result.previousRows == [3, 3, 3])
    let encoded = try JSONEncoder().encode(result)
    #expect(try JSONDecoder().decode(SpinResult.self, from: encoded) == result)
    let old = try SpinRunner(spec: Self.base, targets: [1, 2, 3]).runInline()
    #expect(!String(decoding: try JSONEncoder().encode(old), as: UTF8.self).contains("rows"))
    #expect(old.rows == [3, 3, 3])
  }
}
