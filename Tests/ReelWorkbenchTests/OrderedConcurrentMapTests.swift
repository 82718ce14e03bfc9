import Synchronization
import Testing

@testable import ReelWorkbench

@Suite struct OrderedConcurrentMapTests {
  /// What the transforms of one map did, shared between its child tasks.
  final class Log: Sendable {
    private struct State {
      var running = 0
      var mostRunning = 0
      var started: [Int] = []
      var sawCancellation: [Int] = []
    }
    private let state = Mutex(State())

    var mostRunning: Int { state.withLock { $0.mostRunning } }
    var started: [Int] { state.withLock { $0.started } }
    var sawCancellation: [Int] { state.withLock { $0.sawCancellation.sorted() } }

    func start(_ element: Int) {
      state.withLock {
        $0.running += 1
        $0.mostRunning = max($0.mostRunning, $0.running)
        $0.started.append(element)
      }
    }

    func end(_ element: Int, cancelled: Bool) {
      state.withLock {
        $0.running -= 1
        if cancelled { $0.sawCancellation.append(element) }
      }
    }
  }

  struct Failure: Error, Equatable {
    var element: Int
  }

  /// Sleeps longer for earlier elements, so that tasks finish in reverse order.
  static func slowFirst(_ element: Int, of count: Int, log: Log) async -> Int {
    log.start(element)
    try? await Task.sleep(for: .milliseconds(5 * (count - element)))
    log.end(element, cancelled: false)
    return element * 10
  }

  @Test(arguments: [1, 2, 3, 8, 100])
  func resultsAreInInputOrder(maxTasks: Int) async {
    let log = Log()
    let mapped = await (0..<8).orderedConcurrentMap(maxTasks: maxTasks) {
      await Self.slowFirst($0, of: 8, log: log)
    }
    #expect(mapped == [0, 10, 20, 30, 40, 50, 60, 70])
    #expect(log.started.sorted() == Array(0..<8))
  }

  @Test(arguments: [(1, 1), (2, 2), (3, 3), (0, 1), (-5, 1), (20, 12)])
  func atMostMaxTasksRunAtOnce(maxTasks: Int, expected: Int) async {
    let log = Log()
    let mapped = await (0..<12).orderedConcurrentMap(maxTasks: maxTasks) { element in
      log.start(element)
      // Each transform waits (a second at most) until `expected` of them run at once.
      let deadline = ContinuousClock.now + .seconds(1)
      while log.mostRunning < expected, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(1))
      }
      log.end(element, cancelled: false)
      return element
    }
    #expect(mapped == Array(0..<12))
    #expect(log.mostRunning == expected)
    // The first `expected` elements start first.
    #expect(log.started.prefix(expected).sorted() == Array(0..<expected))
  }

  @Test("with costs, the costliest elements start first and the results keep the input order")
  func costliestStartFirst() async {
    let log = Log()
    let costs = [3, 9, 1, 9, 5, 0]
    let mapped = await (0..<6).orderedConcurrentMap(maxTasks: 1, costs: costs) { element in
      log.start(element)
      log.end(element, cancelled: false)
      return element * 10
    }
    #expect(mapped == [0, 10, 20, 30, 40, 50])
    #expect(log.started == [1, 3, 4, 0, 2, 5], "ties in input order")
    let ignored = await (0..<3).orderedConcurrentMap(maxTasks: 1, costs: [1]) { $0 }
    #expect(ignored == [0, 1, 2], "costs of another count are ignored")
  }

  @Test func anEmptyCollectionMapsToNothing() async {
    let log = Log()
    let mapped = await [Int]().orderedConcurrentMap(maxTasks: 4) { element in
      log.start(element)
      return element
    }
    #expect(mapped.isEmpty)
    #expect(log.started.isEmpty)
  }

  @Test func progressCountsEveryFinishedTransform() async {
    var counts: [Int] = []
    let log = Log()
    _ = await (0..<6).orderedConcurrentMap(maxTasks: 3, progress: { counts.append($0) }) {
      await Self.slowFirst($0, of: 6, log: log)
    }
    #expect(counts == [1, 2, 3, 4, 5, 6])
  }

  @Test func theFirstFailureIsThrownAndCancelsTheOthers() async {
    let log = Log()
    // Element 2 fails at once; 0 and 1 are still sleeping and see the cancellation.
    await #expect(throws: Failure(element: 2)) {
      try await (0..<10).orderedConcurrentMap(maxTasks: 3) { (element) throws(Failure) -> Int in
        log.start(element)
        if element == 2 {
          log.end(element, cancelled: false)
          throw Failure(element: 2)
        }
        // Only the cancellation ends this sleep (a busy test run can delay element 2 for
        // many seconds, so a short sleep could end on its own).
        let cancelled = (try? await Task.sleep(for: .seconds(3600))) == nil
        log.end(element, cancelled: cancelled)
        return element
      }
    }
    #expect(log.sawCancellation == [0, 1])
    // No element starts after the failure.
    #expect(log.started.sorted() == [0, 1, 2])
  }

  @Test func aFailureWithOneTaskStopsAtTheFailingElement() async {
    let log = Log()
    let typed: Result<[Int], Failure> = await Result {
      () async throws(Failure) -> [Int] in
      try await (0..<10).orderedConcurrentMap(maxTasks: 1) { (element) throws(Failure) -> Int in
        log.start(element)
        log.end(element, cancelled: false)
        if element == 4 { throw Failure(element: 4) }
        return element
      }
    }
    #expect(typed == .failure(Failure(element: 4)))
    #expect(log.started == [0, 1, 2, 3, 4])
  }

  @Test func cancellingTheCallerCancelsTheRunningTransforms() async {
    let log = Log()
    let map = Task {
      try await (0..<10).orderedConcurrentMap(maxTasks: 2) { element in
        log.start(element)
        defer { log.end(element, cancelled: Task.isCancelled) }
        try await Task.sleep(for: .seconds(30))
        return element
      }
    }
    while log.started.count < 2 { await Task.yield() }
    map.cancel()
    let result = await map.result
    #expect(throws: CancellationError.self) { try result.get() }
    // Both running transforms saw the cancellation, and no further element started.
    #expect(log.started.sorted() == [0, 1])
    #expect(log.sawCancellation == [0, 1])
  }

  @Test func aTransformThatCannotFailYieldsEveryResultAfterACancellation() async {
    let map = Task {
      while !Task.isCancelled { await Task.yield() }
      return await (0..<5).orderedConcurrentMap(maxTasks: 2) { element in
        (element, Task.isCancelled)
      }
    }
    map.cancel()
    let mapped = await map.value
    #expect(mapped.map(\.0) == Array(0..<5))
    #expect(mapped.map(\.1) == Array(repeating: true, count: 5))
  }
}

extension Result where Failure: Error {
  /// The value or the typed error of `body`.
  fileprivate init(_ body: () async throws(Failure) -> Success) async {
    do throws(Failure) {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
