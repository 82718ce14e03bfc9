extension Collection where Element: Sendable {
  /// The elements transformed on at most `maxTasks` child tasks at once; the results are in
  /// the collection's order, whatever order the tasks finish in.
  ///
  /// The first `maxTasks` elements start at once; each finished task starts the next
  /// element, so at most `maxTasks` transforms run at any moment (`maxTasks` below 1 counts
  /// as 1). When each result depends only on its element, the output is the same for every
  /// `maxTasks`.
  ///
  /// The calling task's cancellation reaches every running transform (they are its child
  /// tasks); a transform that checks for it ends the map with its error. Elements still start
  /// after a cancellation, so a transform that cannot throw still yields every result.
  ///
  /// With `costs`, the elements start costliest first (ties in the collection's order), so
  /// that the last elements to start are short and the tasks finish close together; the
  /// results are still in the collection's order.
  ///
  /// - Parameters:
  ///   - maxTasks: how many transforms run at once.
  ///   - costs: an estimate of each element's work (one per element), or `nil` to start
  ///     the elements in order.
  ///   - progress: called in the calling task after each finished transform, with the number
  ///     finished so far.
  ///   - transform: the work of one element.
  /// - Throws: the first failure to arrive (in finishing order). It cancels the other tasks
  ///   and no further element starts; the map waits for the running ones before throwing.
  func orderedConcurrentMap<Mapped: Sendable, Failure: Error>(
    maxTasks: Int,
    costs: [Int]? = nil,
    progress: ((Int) -> Void)? = nil,
    _ transform: @escaping @Sendable (Element) async throws(Failure) -> Mapped
  ) async throws(Failure) -> [Mapped] {
    let elements = Array(self)
    let limit = Swift.min(Swift.max(1, maxTasks), elements.count)
    var order = Array(elements.indices)
    if let costs, costs.count == elements.count {
      order.sort { costs[$0] > costs[$1] || (costs[$0] == costs[$1] && $0 < $1) }
    }
    let outcome = await withTaskGroup(of: (Int, Result<Mapped, Failure>).self) { group in
      var next = 0
      func startNext() {
        let index = order[next]
        let element = elements[index]
        next += 1
        group.addTask {
          do throws(Failure) {
            return (index, .success(try await transform(element)))
          } catch {
            return (index, .failure(error))
          }
        }
      }
      while next < limit { startNext() }
      var results = [Mapped?](repeating: nil, count: elements.count)
      var finished = 0
      while let (index, result) = await group.next() {
        switch result {
        case .success(let mapped):
          results[index] = mapped
        case .failure(let failure):
          group.cancelAll()
          return Result<[Mapped], Failure>.failure(failure)
        }
        finished += 1
        progress?(finished)
        if next < elements.count { startNext() }
      }
      // Every index was filled: the loop ends only when every started task has finished,
      // and every element was started.
      return .success(results.compactMap { $0 })
    }
    return try outcome.get()
  }
}
