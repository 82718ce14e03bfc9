import ReelKit

extension SpinSession {
  /// The paytable of the snapshot's machine, for the summary of a resumed spin: its config
  /// (the built-in default, or the path as recorded) loaded again, when its bytes still have
  /// the recorded SHA-256; `nil` when it has no paytable or cannot be read unchanged.
  public func loadPaytable() -> Paytable? {
    let machine =
      config == ConfigLoader.defaultName
      ? ConfigLoader.loadDefault()
      : try? ConfigLoader.load(path: config)
    guard let machine, machine.digest == configDigest else { return nil }
    return machine.paytable
  }
}
