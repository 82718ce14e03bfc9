extension Sequence {
  /// The elements sorted by `areInIncreasingOrder`, equal ones in their order here (stable):
  /// `sorted(by:)` natively; in the Embedded build an insertion sort, which gives the same
  /// order with a few hundred bytes of code instead of several kilobytes of merge sort for
  /// each element type (see Docs/wasm.md). For short lists: a spin's events, a window's
  /// symbols.
  package func sortedStably(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    #if hasFeature(Embedded)
      var sorted = Array(self)
      var next = 1
      while next < sorted.count {
        let element = sorted[next]
        var slot = next
        while slot > 0, areInIncreasingOrder(element, sorted[slot - 1]) {
          sorted[slot] = sorted[slot - 1]
          slot -= 1
        }
        sorted[slot] = element
        next += 1
      }
      return sorted
    #else
      return sorted(by: areInIncreasingOrder)
    #endif
  }
}
