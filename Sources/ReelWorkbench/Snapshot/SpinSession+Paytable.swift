import ReelKit

extension SpinSession {
  /// The snapshot's machine as its config describes it, for the summary of a resumed spin:
  /// the config (the built-in default, or the path as recorded) loaded again, when its bytes
  /// still have the recorded SHA-256; `nil` when it cannot be read unchanged.
  public func loadConfiguredMachine() -> ResolvedMachine? {
    let machine =
      config == ConfigLoader.defaultName
      ? ConfigLoader.loadDefault()
      : try? ConfigLoader.load(path: config)
    guard let machine, machine.digest == configDigest else { return nil }
    return machine
  }

  /// The paytable of the snapshot's machine (``loadConfiguredMachine()``'s); `nil` when it
  /// has no paytable or its config cannot be read unchanged.
  public func loadPaytable() -> Paytable? { loadConfiguredMachine()?.paytable }
}
