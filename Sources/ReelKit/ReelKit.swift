// ReelKit is an umbrella: an app imports it and gets both pure modules (Docs/modules.md),
// as swift-numerics' `Numerics` re-exports `RealModule` and `ComplexModule`.
// ReelMaths: what a window pays and how often (paytables, PAR sheets, features, Monte Carlo).
// ReelMotion: what moves and when (machines, drums, clock, stop planner, spins, controls).
// ReelParameters: the ranges and issues both check their values with.

@_exported import ReelMaths
@_exported import ReelMotion
@_exported import ReelParameters
