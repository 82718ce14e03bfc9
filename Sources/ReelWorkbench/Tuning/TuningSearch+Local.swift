import ReelKit

extension TuningSearch {
  /// A pattern search in the unit box from `start`, then a polish on the grids.
  ///
  /// Each poll evaluates, at step Δ (first ¼ of every range), the point `u ± Δ·e_i` for
  /// every parameter i, `u ± Δ·r` for a random unit direction r (drawn from the seed and
  /// the search's index), and after a success the same move again (`u + m`) and `u ± Δ·m/|m|`
  /// — so a ridge that no single parameter follows is still climbed. The best improving point
  /// becomes the centre; a poll with none halves Δ. Below half the finest grid step, the
  /// polish moves to the best of the grid neighbours (±1 step in one parameter or in two)
  /// while one is better.
  func localSearch(from start: Evaluation, index: Int, ledger: inout SearchLedger) async throws {
    let parameters = tuning.parameters
    let dimensions = parameters.count
    let grid = parameters.map { $0.step / ($0.max - $0.min) }
    let finest = max(grid.min() ?? 1, 1e-12)
    var generator = SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(index))
    var centre = start
    var units = ledger.units(of: centre.values)
    var move: [Double]? = nil
    var delta = 0.25
    let phase = "search \(index)"
    while ledger.remaining > 0, delta >= finest / 2 {
      var directions: [[Double]] = []
      for dimension in 0..<dimensions {
        var unit = Array(repeating: 0.0, count: dimensions)
        unit[dimension] = 1
        directions.append(unit)
      }
      if dimensions > 1 {
        directions.append(
          Self.normalised((0..<dimensions).map { _ in generator.unitInterval() - 0.5 }))
      }
      var points: [[Double]] = []
      if let move {
        points.append(zip(units, move).map { $0 + $1 })
        directions.append(Self.normalised(move))
      }
      for direction in directions {
        for sign in [1.0, -1.0] {
          points.append(zip(units, direction).map { $0 + sign * delta * $1 })
        }
      }
      let results = try await ledger.evaluate(points.map(Self.clamped), phase: phase)
      if let better = results.compactMap(\.self).filter({ Evaluation.isBetter($0, than: centre) })
        .min(by: Evaluation.isBetter)
      {
        let next = ledger.units(of: better.values)
        move = zip(next, units).map { $0 - $1 }
        units = next
        centre = better
      } else {
        move = nil
        delta /= 2
      }
    }
    try await polish(from: centre, grid: grid, phase: "polish \(index)", ledger: &ledger)
  }

  /// Moves to the best grid neighbour (±1 step in one parameter, or in two) while it is
  /// better.
  private func polish(
    from start: Evaluation, grid: [Double], phase: String, ledger: inout SearchLedger
  ) async throws {
    var centre = start
    let dimensions = grid.count
    while ledger.remaining > 0 {
      let units = ledger.units(of: centre.values)
      var offsets: [[Double]] = []
      for first in 0..<dimensions {
        for sign in [1.0, -1.0] {
          var offset = Array(repeating: 0.0, count: dimensions)
          offset[first] = sign * grid[first]
          offsets.append(offset)
        }
      }
      if dimensions <= 6 {
        for first in 0..<dimensions {
          for second in (first + 1)..<dimensions {
            for (a, b) in [(1.0, 1.0), (1, -1), (-1, 1), (-1, -1)] {
              var offset = Array(repeating: 0.0, count: dimensions)
              offset[first] = a * grid[first]
              offset[second] = b * grid[second]
              offsets.append(offset)
            }
          }
        }
      }
      let points = offsets.map { offset in Self.clamped(zip(units, offset).map { $0 + $1 }) }
      let results = try await ledger.evaluate(points, phase: phase)
      guard
        let better = results.compactMap(\.self).filter({ Evaluation.isBetter($0, than: centre) })
          .min(by: Evaluation.isBetter)
      else { return }
      centre = better
    }
  }

  static func clamped(_ point: [Double]) -> [Double] {
    point.map { min(1, max(0, $0)) }
  }

  static func normalised(_ vector: [Double]) -> [Double] {
    let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return length > 0 ? vector.map { $0 / length } : vector
  }
}
