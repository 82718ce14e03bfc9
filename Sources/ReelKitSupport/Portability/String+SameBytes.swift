extension String {
  /// Whether this string has the same UTF-8 bytes as `other`. For names written the same
  /// way this is `==`, without the Unicode normalisation `==` brings along — which keeps its
  /// tables out of the WebAssembly module (see Docs/wasm.md).
  package func hasSameBytes(as other: String) -> Bool {
    var mine = self
    var theirs = other
    return mine.withUTF8 { a in theirs.withUTF8 { b in a.elementsEqual(b) } }
  }

  /// Whether this symbol name is `other`: canonical equivalence (`==`) natively; in the
  /// Embedded build, equal UTF-8 bytes, which is the same for names in Unicode's NFC form (the
  /// WebAssembly module's hosts pass every name in NFC, as `reelkit.mjs` does).
  package func isSameSymbol(as other: String) -> Bool {
    #if hasFeature(Embedded)
      hasSameBytes(as: other)
    #else
      self == other
    #endif
  }
}
