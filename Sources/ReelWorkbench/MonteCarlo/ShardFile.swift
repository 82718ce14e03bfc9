import ReelKit

/// A shard file of a Monte Carlo run (``MonteCarloShard``, ``CascadeShard``): its run
/// (``ShardRun``, whose fields read as the file's own: `shard.machine`, `shard.plan`,
/// `shard.blocks` …) and its own tally.
@dynamicMemberLookup
package protocol ShardFile {
  /// The statistics a shard adds up.
  associatedtype Tally
  /// The run and this shard's place in it.
  var run: ShardRun { get set }
  /// The statistics of the shard's blocks.
  var tally: Tally { get set }
  /// Creates the shard `run` of `tally`.
  init(run: ShardRun, tally: Tally)
}

extension ShardFile {
  /// Creates a shard.
  package init(
    machine: String, configDigest: String, plan: MonteCarloPlan, index: Int, count: Int,
    unit: CreditUnit, tally: Tally
  ) {
    self.init(
      run: ShardRun(
        machine: machine, configDigest: configDigest, plan: plan, index: index, count: count,
        unit: unit),
      tally: tally)
  }

  /// The run's fields (`machine`, `configDigest`, `plan`, `index`, `count`, `unit`).
  package subscript<Value>(dynamicMember path: WritableKeyPath<ShardRun, Value>) -> Value {
    get { run[keyPath: path] }
    set { run[keyPath: path] = newValue }
  }

  /// The run's computed fields (`blocks`).
  package subscript<Value>(dynamicMember path: KeyPath<ShardRun, Value>) -> Value {
    run[keyPath: path]
  }
}
