import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// SHA-256 against the FIPS 180-4 vectors and against the system's `sha256sum`.
@Suite struct SHA256Tests {
  static let vectors: [(input: String, digest: String)] = [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ]

  /// The lengths around the padding boundaries: 55 bytes still fit the length in one block,
  /// 56 need a second one; 64 is exactly one block.
  static let boundaryLengths = [1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129]

  /// `bytes` hashed by `sha256sum` (run on a temporary file).
  static func sha256sum(_ bytes: [UInt8]) throws -> String {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("input.bin")
    try Data(bytes).write(to: file)
    return try SystemSHA256.digest(of: file.path, in: folder)
  }

  /// Bytes that are not all alike, so that a word-order slip shows.
  static func pattern(_ length: Int) -> [UInt8] {
    (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
  }

  @Test(arguments: vectors)
  func knownVectors(input: String, digest: String) {
    #expect(SHA256.hex(of: input) == digest)
    #expect(SHA256.hex(of: Array(input.utf8)) == digest)
  }

  @Test func aMillionLetterAs() {
    let digest = SHA256.hex(of: String(repeating: "a", count: 1_000_000))
    #expect(digest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(arguments: boundaryLengths)
  func paddingBoundariesMatchSha256sum(length: Int) throws {
    let bytes = Self.pattern(length)
    let reference = try Self.sha256sum(bytes)
    #expect(reference.count == 64)
    #expect(SHA256.hex(of: bytes) == reference, "length \(length)")
  }

  @Test(arguments: [1, 3, 63, 64, 65, 1000])
  func feedingInPiecesGivesTheSameDigest(piece: Int) {
    let bytes = Self.pattern(3000)
    var hash = SHA256()
    var start = 0
    while start < bytes.count {
      hash.update(bytes[start..<min(start + piece, bytes.count)])
      start += piece
    }
    #expect(hash.finalizeHex() == SHA256.hex(of: bytes))
  }

  @Test func digestsAreSixtyFourLowercaseHexDigits() {
    for length in [0, 1, 2, 100] {
      let digest = SHA256.hex(of: Self.pattern(length))
      #expect(digest.count == 64)
      #expect(digest.allSatisfy { "0123456789abcdef".contains($0) })
    }
  }
}
