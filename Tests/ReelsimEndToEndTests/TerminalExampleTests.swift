import Foundation
import TestSupport
import Testing

/// What is missing to run the terminal example's tests: tmux (`apt-get install -y tmux`).
private let missingTmux: String? =
  FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  ? nil : "tmux is not installed (apt-get install -y tmux)"

/// `Examples/ReelKitTerminal` end to end in a pseudo-terminal (a tmux pane): keys go in with
/// `send-keys`, the screen comes out with `capture-pane`, and the window drawn at rest must be
/// the decided outcome the example prints.
@Suite(
  "The terminal example in a pseudo-terminal",
  RequiredTool.trait(missing: missingTmux))
struct TerminalExampleTests {
  /// The built example, next to the test bundle or in `.build/debug`.
  static func binary() throws -> String {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      here.appendingPathComponent("reelkit-terminal").path,
      here.deletingLastPathComponent().appendingPathComponent("reelkit-terminal").path,
      here.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("reelkit-terminal").path,
      Repo.root.appendingPathComponent(".build/debug/reelkit-terminal").path,
    ]
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
      "build it with `swift build`; searched \(candidates)")
  }

  /// Runs `tmux ARGUMENTS` and returns its standard output (through a file: the tmux server
  /// the first call starts keeps what it inherits open, so neither a pipe nor `Process`,
  /// which waits on it, would ever see the end).
  @discardableResult
  static func tmux(_ arguments: [String]) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // A server of its own, not the user's.
    let argv = (["tmux", "-L", "reelkit-terminal-tests"] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, environ) == 0 else {
      throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
  }

  /// Captures the pane until `text` shows, at most `seconds`; returns the last screen.
  static func screen(_ session: String, showing text: String, within seconds: Double) throws
    -> String
  {
    let deadline = Date().addingTimeInterval(seconds)
    var screen = ""
    while Date() < deadline {
      screen = try tmux(["capture-pane", "-p", "-t", session])
      if screen.contains(text) { return screen }
      Thread.sleep(forTimeInterval: 0.1)
    }
    Issue.record("\(text) did not show within \(seconds) s; the screen:\n\(screen)")
    return screen
  }

  /// The window as drawn: the rows between the borders, cells trimmed, joined as the
  /// example prints `decided:`.
  static func drawnWindow(_ screen: String) -> String {
    let lines = screen.split(separator: "\n").map(String.init)
    guard let top = lines.firstIndex(where: { $0.hasPrefix("+") }),
      let bottom = lines[(top + 1)...].firstIndex(where: { $0.hasPrefix("+") })
    else { return "" }
    return lines[(top + 1)..<bottom].map { line in
      line.dropFirst().split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }.joined(separator: " ")
    }.joined(separator: " / ")
  }

  @Test("a spin, and a slammed spin, rest on the decided window", arguments: [false, true])
  func restsOnTheDecidedWindow(slam: Bool) throws {
    let session = "reelkit-terminal-\(ProcessInfo.processInfo.processIdentifier)-\(slam)"
    try Self.tmux([
      "new-session", "-d", "-s", session, "-x", "100", "-y", "24", try Self.binary(), "--seed",
      slam ? "9" : "4",
    ])
    defer { _ = try? Self.tmux(["kill-session", "-t", session]) }
    _ = try Self.screen(session, showing: "press space", within: 10)
    try Self.tmux(["send-keys", "-t", session, " "])
    _ = try Self.screen(session, showing: "spinning", within: 10)
    if slam {
      Thread.sleep(forTimeInterval: 0.4)
      try Self.tmux(["send-keys", "-t", session, "s"])
    }
    let screen = try Self.screen(session, showing: "at rest", within: 15)
    let decided = screen.split(separator: "\n").first { $0.hasPrefix("decided: ") }
    let window = try #require(decided).dropFirst("decided: ".count)
    #expect(Self.drawnWindow(screen) == String(window), "\(screen)")
    #expect(screen.contains("machine allStopped"), "\(screen)")
    // Without a slam the last drum rests after its stop request at 1.8 s.
    let rest = try #require(
      screen.split(separator: "\n").first { $0.hasPrefix("at rest t=") }?
        .dropFirst("at rest t=".count).split(separator: " ").first.flatMap { Int($0) })
    if slam {
      #expect(screen.contains("slammed: 0 1 2"), "\(screen)")
    } else {
      #expect(rest >= 1800 && !screen.contains("slammed"), "\(screen)")
    }
    try Self.tmux(["send-keys", "-t", session, "q"])
  }
}

/// The DocC article quotes the example: every line of its Swift code blocks is in it.
@Suite("The frame-loop article quotes the example")
struct FrameLoopArticleTests {
  @Test func everyCodeLineIsInTheExample() throws {
    let root = Repo.root
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/ReelKit/ReelKit.docc/EmbeddingInAFrameLoop.md"), encoding: .utf8)
    let folder = root.appendingPathComponent("Examples/ReelKitTerminal")
    let example = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n").split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    var inCode = false
    var quoted = 0
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inCode = line == "```swift"
        continue
      }
      let code = line.trimmingCharacters(in: .whitespaces)
      guard inCode, !code.isEmpty else { continue }
      #expect(example.contains(code), "not in Examples/ReelKitTerminal: \(code)")
      quoted += 1
    }
    #expect(quoted >= 10)
  }
}
