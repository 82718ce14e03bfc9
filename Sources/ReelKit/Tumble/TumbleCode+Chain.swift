import ReelMaths

extension TumbleCode {
  /// Checks that this code is `chain`'s: the same stops and, when the code lists tumbles,
  /// the same removals.
  ///
  /// - Throws: ``ResultCodeError`` saying what the chain's code is.
  public func check(_ chain: TumbleChain) throws(ResultCodeError) {
    try check(tumblesTo: chain.code)
  }
}
