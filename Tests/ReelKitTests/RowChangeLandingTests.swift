import Testing

@testable import ReelKit

@Suite("Rows that change from spin to spin: exact landings, no visible cell resized")
struct RowChangeLandingTests {
  /// Every drum of `spec` on `targets`, run with traces: checks every exact-landing promise
  /// with this spin's height, the window at the start and at rest, and every tick with
  /// ``SpinResult/checkCellsKept(on:)``.
  @discardableResult
  static func expectExact(
    _ spec: MachineSpec, targets: [Int], methods: Set<LandingMethod>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SpinResult {
    let result = try SpinRunner(spec: spec, targets: targets, recordsTrace: true).runInline()
    let traces = try #require(result.traces)
    #expect(result.allStopped, sourceLocation: sourceLocation)
    #expect(result.rows == spec.rows, sourceLocation: sourceLocation)
    try result.checkCellsKept(on: spec)
    try result.checkNoVisibleChange(on: spec)
    for (index, drum) in spec.drums.enumerated() {
      let geometry = drum.geometry
      let h = geometry.symbolHeight
      let target = targets[index]
      let run = result.drums[index]
      let context = Comment(
        rawValue: "drum \(index) \(drum.rowChange?.previousRows ?? 0) → \(geometry.visibleRows) "
          + "rows, target \(target), \(drum.motion.profile)/\(drum.motion.strategy)")
      #expect(methods.contains(run.method), context, sourceLocation: sourceLocation)
      #expect(run.rows == geometry.visibleRows, context, sourceLocation: sourceLocation)
      #expect(run.previousRows == drum.rowChange?.previousRows, context)
      #expect(run.isStopped && run.target == target, context, sourceLocation: sourceLocation)
      #expect(run.offset == Double(target) * h, context, sourceLocation: sourceLocation)
      let last = try #require(traces[index].last)
      #expect(last.velocity == 0 && last.offset == Double(target) * h, context)
      #expect(last.travel == run.travel, context, sourceLocation: sourceLocation)
      // A whole number of this spin's symbols from the motion start, and at least the window.
      let symbols = Int((run.travel / h).rounded())
      #expect(Double(symbols) * h == run.travel, context, sourceLocation: sourceLocation)
      let start = geometry.wrapIndex(drum.motionStartIndex + (run.splice?.shift ?? 0))
      #expect(geometry.wrapIndex(start + symbols) == target, context)
      #expect(run.travel >= RowMachines.windowHeight * (1 - 1e-12), context)
      #expect(run.landingError <= 1e-6, context, sourceLocation: sourceLocation)
      let limit = drum.motion.maxDeceleration * (1 + 1e-9)
      #expect(run.peakDeceleration <= limit, context, sourceLocation: sourceLocation)
      let hardest = traces[index].map { -$0.acceleration }.max() ?? 0
      #expect(hardest <= limit, context, sourceLocation: sourceLocation)
      // At the start: the previous spin's window, R₀ cells of W/R₀ from the top edge.
      let first = drum.visibleSymbols(
        travel: traces[index][0].travel, offset: traces[index][0].offset, splice: nil)
      Self.expectWindow(
        first, rows: drum.previousGeometry.window(restingAt: drum.startIndex), drum: drum,
        height: drum.previousGeometry.symbolHeight, context: context)
      // At rest: this spin's window, R₁ cells of W/R₁, exactly the plain geometry's drawing.
      let rest = drum.visibleSymbols(
        travel: last.travel, offset: last.offset, splice: run.splice)
      Self.expectWindow(
        rest, rows: geometry.window(restingAt: target), drum: drum, height: h, context: context)
      #expect(
        rest.map(\.position)
          == geometry.visibleSymbols(offset: last.offset, splice: run.splice).map(\.position),
        context)
      #expect(run.window == geometry.window(restingAt: target), context)
    }
    return result
  }

  /// `cells` are `rows` top first, each `height` tall and on its row of the window: its top
  /// edge `row·height` below the window's top edge (within a billionth of the window).
  static func expectWindow(
    _ cells: [VisibleSymbol], rows: [String], drum: DrumSpec, height: Double, context: Comment
  ) {
    #expect(cells.map(\.symbol) == rows, context)
    let top = -(Double(drum.geometry.targetRow) + 0.5) * drum.geometry.symbolHeight
    for (row, cell) in cells.enumerated() {
      #expect((cell.height ?? drum.geometry.symbolHeight) == height, context)
      let edge = cell.position - height / 2 - top
      #expect(abs(edge - Double(row) * height) <= RowMachines.windowHeight * 1e-9, context)
    }
  }

  /// The methods a strategy lands with when nothing forces a fallback.
  static func methods(_ strategy: LandingStrategy) -> Set<LandingMethod> {
    switch strategy {
    case .wait: [.wait]
    case .stretch: [.stretch]
    case .solve: [.solve, .solveFallbackWait]
    case .fixed: [.fixed]
    case .splice: [.splice]
    }
  }

  static let combinations: [(BrakingProfile, LandingStrategy)] = Machines.plannedProfiles
    .flatMap { profile in
      [LandingStrategy.splice, .fixed, .wait, .stretch, .solve].map { (profile, $0) }
    }

  @Test(
    "every pair 2…7 → 2…7 lands exactly on many targets, cells kept on every tick",
    arguments: combinations)
  func everyPair(profile: BrakingProfile, strategy: LandingStrategy) throws {
    let motion = RowMachines.motion(profile, strategy)
    var used: [LandingMethod] = []
    for (number, spec) in RowMachines.machinesOfThree(motion).enumerated() {
      #expect(spec.issues().isEmpty, "\(spec.issues())")
      for step in 0..<4 {
        let targets = (0..<spec.drums.count).map { (5 * step + 7 * $0 + number) % 21 }
        let result = try Self.expectExact(spec, targets: targets, methods: Self.methods(strategy))
        used += result.drums.map(\.method)
      }
    }
    // Every strategy lands with its own method (solve on most drums, not only by waiting).
    let own = used.filter { $0.rawValue == strategy.rawValue }.count
    #expect(own * 4 >= used.count * 3, "\(strategy): \(own) of \(used.count)")
  }

  @Test("every target of a drum 3 → 7 and 7 → 2, splice and fixed, from several starts")
  func everyTarget() throws {
    for strategy in [LandingStrategy.splice, .fixed, .wait] {
      let motion = RowMachines.motion(.cubic, strategy)
      for start in [4, 20] {
        let spec = RowMachines.machine(
          motion, pairs: [(3, 7), (7, 2), (2, 2)], startIndices: [start, start + 1, start])
        for target in 0..<21 {
          try Self.expectExact(
            spec, targets: [target, (target + 11) % 21, (target + 3) % 21],
            methods: Self.methods(strategy))
        }
      }
    }
  }

  @Test("splice and fixed keep the schedule: every target of a pair rests on one tick")
  func scheduleKept() throws {
    for strategy in [LandingStrategy.splice, .fixed] {
      let spec = RowMachines.machine(
        RowMachines.motion(.cubic, strategy), pairs: [(2, 7), (7, 3), (4, 4)],
        startIndices: [5, 9, 13])
      var settles: [Set<Int>] = Array(repeating: [], count: 3)
      for target in 0..<21 {
        let result = try SpinRunner(spec: spec, targets: [target, target, target]).runInline()
        for (index, drum) in result.drums.enumerated() { settles[index].insert(drum.settleTick!) }
      }
      #expect(settles.allSatisfy { $0.count == 1 }, "\(strategy): \(settles)")
    }
  }

  @Test("a drum whose rows stay the same moves bit for bit as the drum without a row change")
  func unchangedRowsAreIdentical() throws {
    for (profile, strategy) in Self.combinations {
      let motion = RowMachines.motion(profile, strategy)
      let plain = RowMachines.machine(
        motion, pairs: [(3, 3), (5, 5), (7, 7)], startIndices: [2, 8, 19])
      var same = plain
      for index in same.drums.indices { same.drums[index].rowChange = nil }
      let targets = [4, 17, 9]
      let a = try SpinRunner(spec: plain, targets: targets, recordsTrace: true).runInline()
      var b = try SpinRunner(spec: same, targets: targets, recordsTrace: true).runInline()
      for index in b.drums.indices {
        #expect(b.drums[index].rows == nil)
        b.drums[index].rows = plain.drums[index].geometry.visibleRows
        b.drums[index].previousRows = plain.drums[index].geometry.visibleRows
      }
      // A drum whose rows are drawn per spin says them on its stop events; nothing else differs.
      for index in b.events.indices where b.events[index].isStop {
        #expect(b.events[index].rows == nil)
        b.events[index].rows = b.events[index].drum.map { plain.drums[$0].geometry.visibleRows }
      }
      #expect(a == b, "\(profile)/\(strategy)")
    }
  }

  @Test("the cells change size only across the seam: old cells below, this spin's above")
  func seamSplitsTheWindow() throws {
    let spec = RowMachines.machine(
      RowMachines.motion(.cubic, .splice), pairs: [(2, 6)], startIndices: [10])
    let result = try SpinRunner(spec: spec, targets: [3], recordsTrace: true).runInline()
    let drum = spec.drums[0]
    var mixed = 0
    for sample in try #require(result.traces?[0]) {
      let cells = drum.visibleSymbols(travel: sample.travel, offset: sample.offset, splice: nil)
      let seam = try #require(drum.seamPosition(travel: sample.travel))
      for cell in cells {
        if cell.position < seam {
          #expect(cell.height == 50)
        } else {
          #expect(cell.height == 150)
        }
      }
      if Set(cells.map(\.height)).count == 2 { mixed += 1 }
      // The strip goes on across the seam: s₀ + t₀ = 10 + 0 below it, 11 above it.
      for cell in cells where abs(cell.position + 25 - seam) < 1e-9 { #expect(cell.index == 11) }
      for cell in cells where abs(cell.position - 75 - seam) < 1e-9 { #expect(cell.index == 10) }
    }
    // The seam crosses the 300 pt window during the spin-up and the first cruise ticks.
    #expect(mixed > 5)
  }

  @Test("the check catches a drum that switches its rows in place")
  func checkCatchesResize() throws {
    let drum = RowMachines.machine(
      RowMachines.motion(.cubic, .wait), pairs: [(3, 5)], startIndices: [4]
    ).drums[0]
    // Drawn at rest with the previous rows, then with this spin's at the same place.
    let before = drum.previousGeometry.visibleSymbols(
      offset: drum.previousGeometry.centredOffset(of: 4)
    ).map { cell in
      var shifted = cell
      shifted.position += drum.previousResultLine
      shifted.height = drum.previousGeometry.symbolHeight
      return shifted
    }
    let after = drum.geometry.visibleSymbols(offset: drum.geometry.centredOffset(of: 4)).map {
      cell in
      var drawn = cell
      drawn.height = drum.geometry.symbolHeight
      return drawn
    }
    let change = try #require(
      VisibleCellChange.first(before: before, after: after, moved: 0, drum: drum))
    #expect(change.beforeHeight == 100)
    #expect(change.description.hasPrefix("visible change: drum 0 at tick 0: the cell"))
    #expect(VisibleCellChange.first(before: before, after: before, moved: 0, drum: drum) == nil)
  }

  @Test("the check catches a trace that jumps while the seam is in sight")
  func checkCatchesJump() throws {
    let spec = RowMachines.machine(
      RowMachines.motion(.cubic, .wait), pairs: [(3, 6)], startIndices: [4])
    var result = try SpinRunner(spec: spec, targets: [7], recordsTrace: true).runInline()
    try result.checkCellsKept(on: spec)
    let index = try #require(result.traces?[0].firstIndex { $0.travel > 120 })
    result.traces![0][index].travel += 25
    #expect(throws: VisibleCellChange.self) { try result.checkCellsKept(on: spec) }
  }

  @Test("a six-drum Megaways spin: 2…7 rows from 3, every strategy, slams too")
  func megaways() throws {
    for strategy in [LandingStrategy.splice, .fixed, .wait] {
      var motion = RowMachines.motion(.back, strategy)
      motion.windBackDistance = 30
      let spec = RowMachines.machine(
        motion, pairs: [(3, 2), (3, 7), (3, 4), (3, 5), (3, 3), (3, 6)],
        startIndices: [0, 3, 6, 9, 12, 15])
      let targets = [1, 20, 5, 8, 13, 17]
      try Self.expectExact(spec, targets: targets, methods: Self.methods(strategy))
      let next = try spec.withRows([7, 2, 6, 6, 4, 3])
      #expect(next.drums.map { $0.rowChange?.previousRows } == [2, 7, 4, 5, 3, 6])
      try Self.expectExact(next, targets: targets.reversed(), methods: Self.methods(strategy))
      // Slams as soon as the drums cruise, with the seam still near the window: they land
      // exactly, beyond the window's height; an instant one jumps (by design), the other
      // keeps every cell.
      for instant in [false, true] {
        let controls = SpinControls(slam: .init(at: 0.21, instant: instant))
        let slammed = try SpinRunner(
          spec: spec, targets: targets, recordsTrace: true, controls: controls
        ).runInline()
        #expect(slammed.allStopped)
        if !instant { try slammed.checkCellsKept(on: spec) }
        for (index, drum) in slammed.drums.enumerated() {
          let geometry = spec.drums[index].geometry
          #expect(drum.offset == Double(targets[index]) * geometry.symbolHeight)
          if spec.drums[index].changesRows {
            #expect(drum.travel >= RowMachines.windowHeight * (1 - 1e-12))
          }
          #expect(drum.window == geometry.window(restingAt: targets[index]))
        }
      }
    }
  }

  @Test("skill-stop presses as soon as the drums cruise land on this spin's cells, kept")
  func presses() throws {
    let spec = RowMachines.machine(
      RowMachines.motion(.cubic, .wait), pairs: [(2, 7), (7, 2), (3, 5), (6, 4)],
      startIndices: [1, 6, 11, 16])
    let controls = SpinControls(
      presses: [0.21, 0.22, 0.23, 0.24], skillStop: SkillStop(maxSlip: 4, timeLimit: 0.4))
    #expect(controls.issues(drums: 4).isEmpty)
    let result = try SpinRunner(
      spec: spec, targets: [3, 9, 14, 20], recordsTrace: true, controls: controls
    ).runInline()
    #expect(result.allStopped)
    try result.checkCellsKept(on: spec)
    for (index, drum) in result.drums.enumerated() {
      let geometry = spec.drums[index].geometry
      #expect(drum.requestSource == .press)
      #expect(drum.offset == Double(drum.target) * geometry.symbolHeight)
      #expect(drum.travel >= RowMachines.windowHeight * (1 - 1e-12))
      #expect(drum.window == geometry.window(restingAt: drum.target))
      #expect(result.targets[index] == drum.target)
    }
  }
}
