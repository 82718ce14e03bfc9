import ReelKitSupport

extension DrumSpec {
  /// The window's height, pt: the ``rowChange``'s, or `R·h` of the geometry.
  public var windowHeight: Double {
    rowChange?.windowHeight ?? Double(geometry.visibleRows) * geometry.symbolHeight
  }

  /// Whether the drum's rows change this spin: it has a ``rowChange`` whose previous rows
  /// differ from the geometry's. Only then does anything move or draw differently.
  public var changesRows: Bool {
    guard let rowChange else { return false }
    return rowChange.previousRows != geometry.visibleRows
  }

  /// Sets this spin's rows to `rows` and the previous spin's to `previous`, keeping the
  /// window's height (``windowHeight``): the symbol height becomes `W/rows`.
  ///
  /// ```swift
  /// spec.drums[3].setRows(5, previous: 2)   // drum 3 shows 5 rows, it showed 2 last spin
  /// ```
  ///
  /// Check the result with ``issues()`` (or use ``MachineSpec/withRows(_:previous:)``, which
  /// throws).
  public mutating func setRows(_ rows: Int, previous: Int) {
    let height = windowHeight
    geometry.visibleRows = rows
    // A count below 1 is reported once, by the geometry's check, not as a height too.
    if rows >= 1 { geometry.symbolHeight = height / Double(rows) }
    rowChange = RowChange(windowHeight: height, previousRows: previous)
  }

  /// Sets this spin's rows and the previous spin's as ``setRows(_:previous:)``, with the row
  /// each spin's stop rests in given: `resultRow` this spin (``DrumGeometry/resultRow``) and
  /// `previousResultRow` the spin before (``RowChange/previousResultRow``).
  public mutating func setRows(
    _ rows: Int, previous: Int, resultRow: Int, previousResultRow: Int
  ) {
    setRows(rows, previous: previous)
    geometry.resultRow = resultRow
    rowChange?.previousResultRow = previousResultRow
  }

  /// The geometry the drum shows at rest when the spin starts: the previous spin's rows
  /// `R₀` of `h₀ = W/R₀` pt (the geometry itself when the rows do not change).
  public var previousGeometry: DrumGeometry {
    guard let rowChange, changesRows else { return geometry }
    var previous = geometry
    previous.visibleRows = rowChange.previousRows
    previous.symbolHeight = rowChange.symbolHeight(rows: rowChange.previousRows)
    previous.resultRow = rowChange.previousResultRow ?? geometry.resultRow
    return previous
  }

  /// The strip index the drum's motion starts from: ``startIndex`` `s₀`, or, when the rows
  /// change, `s′ = s₀ + t₀ − t₁ (mod N)`, the stop a drum of this spin's geometry would rest
  /// on to show, in its top row, the previous window's top symbol (``RowChange``). The planner
  /// lands on `q·h₁` with `q ≡ target − s′ (mod N)`.
  public var motionStartIndex: Int {
    guard changesRows, !geometry.strip.isEmpty else { return startIndex }
    return geometry.wrapIndex(startIndex + previousGeometry.targetRow - geometry.targetRow)
  }

  /// The shortest landing travel, pt: `R₁·h₁ = W` when the rows change (the seam is then at
  /// or below the window's bottom edge, so the window at rest shows only this spin's cells),
  /// none otherwise.
  public var minimumLandingTravel: Double? {
    changesRows ? Double(geometry.visibleRows) * geometry.symbolHeight : nil
  }

  /// The landing travel on `target` at or beyond `minimum` pt
  /// (``DrumGeometry/landingTravel(from:to:atLeast:)`` from ``motionStartIndex``), and at or
  /// beyond ``minimumLandingTravel`` when the rows change.
  func landingTravel(to target: Int, atLeast minimum: Double) -> Double {
    guard let lowest = minimumLandingTravel else {
      return geometry.landingTravel(from: startIndex, to: target, atLeast: minimum)
    }
    return geometry.landingTravel(
      from: motionStartIndex, to: target, atLeast: max(minimum, lowest))
  }

  /// The issues of ``rowChange``; field paths relative to the drum (`rowChange.previousRows`).
  ///
  /// - the window height finite, and `W/R` within ``DrumGeometry/symbolHeightRange`` for this
  ///   spin's and the previous spin's rows;
  /// - `previousRows` from 1 to the strip's symbol count (as `visibleRows`);
  /// - the geometry's symbol height exactly `W/visibleRows`;
  /// - a fixed ``DrumGeometry/resultRow`` on both windows, or the previous window's own
  ///   ``RowChange/previousResultRow`` on it;
  /// - when the rows change: no `classic` profile (its buffer algorithm has no landing plan to
  ///   put beyond the seam), no wheel (``DrumGeometry/segmentWidths``), not held.
  func rowIssues() -> [ParameterIssue] {
    guard let rowChange else { return [] }
    var check = IssueCollector()
    let strip = geometry.strip.count
    let height = rowChange.windowHeight
    check.require("rowChange.windowHeight", height, in: RowChange.windowHeightRange)
    let previous = rowChange.previousRows
    let previousValid = previous >= 1 && (strip == 0 || previous <= strip)
    if !previousValid {
      check.fail(
        "rowChange.previousRows",
        "\(previous) is out of range (allowed: 1 ... \(max(1, strip)) rows, at most the strip's "
          + "symbol count)")
    }
    guard check.issues.isEmpty else { return check.issues }
    for rows in [geometry.visibleRows, previous] where rows >= 1 {
      let symbol = height / Double(rows)
      if !DrumGeometry.symbolHeightRange.contains(symbol) {
        check.fail(
          "rowChange.windowHeight",
          "\(format(height)) pt over \(rows) rows makes \(format(symbol)) pt symbols (allowed: "
            + DrumGeometry.symbolHeightRange.allowed + " per symbol)")
        break
      }
    }
    if geometry.visibleRows >= 1, geometry.symbolHeight != height / Double(geometry.visibleRows) {
      check.fail(
        "geometry.symbolHeight",
        "\(format(geometry.symbolHeight)) is not windowHeight/visibleRows (allowed: "
          + "\(format(height / Double(geometry.visibleRows))) for \(geometry.visibleRows) rows "
          + "in \(format(height)) pt)")
    }
    if let row = rowChange.previousResultRow, row < 0 || row >= previous {
      check.fail(
        "rowChange.previousResultRow",
        "\(row) is off the previous window of \(previous) rows (allowed: 0 ... \(previous - 1))")
    } else if rowChange.previousResultRow == nil, let row = geometry.resultRow, row >= previous {
      check.fail(
        "geometry.resultRow",
        "\(row) is off the previous window of \(previous) rows (allowed: 0 ... \(previous - 1))")
    }
    guard changesRows else { return check.issues }
    let change = "cannot change rows (\(previous) → \(geometry.visibleRows))"
    if motion.profile == .classic {
      check.fail("motion.profile", "classic \(change) (allowed: linear, cubic, back)")
    }
    if geometry.hasSegmentWidths {
      check.fail("geometry.segmentWidths", "a wheel \(change) (allowed: none)")
    }
    if held {
      check.fail(
        "rowChange.previousRows",
        "a held drum \(change) (allowed: \(geometry.visibleRows), its rows)")
    }
    return check.issues
  }
}
