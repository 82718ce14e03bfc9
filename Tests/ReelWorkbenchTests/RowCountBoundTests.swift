import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The row-count bound of a variable-row machine (`1 … visibleRows` of each drum) is written
/// once, ``VariableRows/rowCountProblem(_:bound:)``, and every reader of rows says its
/// message at its own place: the row distributions, an outcome, the machine of a spin,
/// `--previous-rows` and a history's rows (``SpinRows/problem(of:bounds:)``) and a suite's
/// `previousRows`. (Snapshots: MegawaysSimulateTests; the campaigns run the binary.)
@Suite struct RowCountBoundTests {
  static let machine = try! ConfigLoader.load(path: Repo.config("megaways"))
  static let bounds = machine.spec.drums.map(\.geometry.visibleRows)
  static let outside =
    "8 rows is outside the window (allowed: 1 ... 7 rows, the drum's visibleRows)"

  @Test func theBoundIsOneToTheDrumsVisibleRows() {
    #expect(VariableRows.rowCountProblem(0, bound: 7) != nil)
    #expect(VariableRows.rowCountProblem(1, bound: 7) == nil)
    #expect(VariableRows.rowCountProblem(7, bound: 7) == nil)
    #expect(VariableRows.rowCountProblem(8, bound: 7) == Self.outside)
    #expect(VariableRows.rowCountProblem(Int.min, bound: 7) != nil)
    #expect(VariableRows.rowCountProblem(Int.max, bound: Int.max) == nil)
    // A bound below 1 allows one row, as a window always shows one.
    #expect(VariableRows.rowCountProblem(1, bound: 0) == nil)
    #expect(VariableRows.rowCountProblem(2, bound: 0) != nil)
  }

  @Test func aListHasOneCountPerDrumEachInItsBound() {
    #expect(VariableRows.rowCountIssues([7, 7, 7], bounds: [7, 7, 7]).isEmpty)
    #expect(
      VariableRows.rowCountIssues([7, 7], bounds: [7, 7, 7])
        == [
          ParameterIssue(field: "", message: "has 2 row counts for 3 drums (allowed: one per drum)")
        ])
    #expect(
      VariableRows.rowCountIssues([8, 2, 0], bounds: [7, 7, 3]).map(\.field) == ["[0]", "[2]"])
    #expect(
      VariableRows.rowCountIssues([7, 7, 8], bounds: [7, 7, 7]).map { $0.prefixed("rows") }
        == [ParameterIssue(field: "rows[2]", message: Self.outside)])
  }

  @Test func everyReaderOfRowsSaysTheOneMessage() throws {
    let rows = [7, 7, 8, 7, 7, 7]
    let full = Self.bounds
    #expect(SpinRows.problem(of: rows, bounds: full) == "drum 2: " + Self.outside)
    #expect(
      RegressionSuite.Scenario.rowsProblem(rows, bounds: full)
        == ConfigProblem(path: JSONPath("previousRows[2]"), message: Self.outside))
    let variable = try #require(Self.machine.variableRows)
    let outcome = VariableRowsOutcome(
      rows: rows, stops: rows.map { _ in 0 }, topStop: variable.topDrum == nil ? nil : 0)
    #expect(
      outcome.issues(reels: ReelStrips(Self.machine.spec), rows: variable)
        == [ParameterIssue(field: "rows[2]", message: Self.outside)])
    let tall = VariableRows(drumCount: 6, each: RowDistribution([.init(rows: 8, weight: 1)]))
    #expect(
      tall.issues(for: ReelStrips(Self.machine.spec)).first
        == ParameterIssue(field: "drums[0].rows.8", message: Self.outside))
    for (field, spin, before) in [("rows", rows, full), ("previousRows", full, rows)] {
      do {
        _ = try Self.machine.spec.spinning(spin, previousRows: before)
        Issue.record("\(field): spun")
      } catch {
        #expect(
          error == .invalid([ParameterIssue(field: "drums[2].\(field)", message: Self.outside)]))
      }
    }
  }
}
