import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checks of the rendered charts: PNG headers, SVG documents.
enum Images {
  /// The PNG signature, the first 8 bytes of every PNG file.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  struct NotAnImage: Error, CustomStringConvertible {
    var description: String
  }

  /// The width and height of the PNG at `url`, read from its IHDR chunk; throws if the file
  /// does not start with the PNG signature and an IHDR chunk of 13 bytes.
  static func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
    let bytes = Array(try Data(contentsOf: url))
    guard bytes.count >= 33, Array(bytes[0..<8]) == pngSignature else {
      throw NotAnImage(description: "\(url.lastPathComponent): no PNG signature")
    }
    func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    guard uint32(8) == 13, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else {
      throw NotAnImage(description: "\(url.lastPathComponent): the first chunk is not IHDR")
    }
    return (uint32(16), uint32(20))
  }

  /// The root element of an XML document: its name and attributes.
  struct Root: Sendable {
    var name: String
    var attributes: [String: String]
  }

  /// Parses the SVG at `url` with `XMLParser` and returns its root element; throws if it is
  /// not well-formed XML.
  static func svgRoot(_ url: URL) throws -> Root {
    let parser = XMLParser(data: try Data(contentsOf: url))
    let delegate = RootCollector()
    parser.delegate = delegate
    guard parser.parse(), let root = delegate.root else {
      let reason = parser.parserError.map { "\($0)" } ?? "no root element"
      throw NotAnImage(
        description: "\(url.lastPathComponent): not well-formed XML, line \(parser.lineNumber): "
          + reason)
    }
    return root
  }

  /// Expects the PNG at `url` to be a real PNG of `width`×`height` pixels.
  static func expectPNG(
    _ url: URL, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let size = try pngSize(url)
    #expect(size.width == width, "\(url.lastPathComponent)", sourceLocation: sourceLocation)
    #expect(size.height == height, "\(url.lastPathComponent)", sourceLocation: sourceLocation)
  }

  /// Expects the SVG at `url` to parse and to have an `<svg>` root of `width`×`height`.
  static func expectSVG(
    _ url: URL, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let root = try svgRoot(url)
    let name = url.lastPathComponent
    #expect(root.name == "svg", "\(name)", sourceLocation: sourceLocation)
    #expect(
      root.attributes["viewBox"] == "0 0 \(width) \(height)", "\(name)",
      sourceLocation: sourceLocation)
    #expect(root.attributes["width"] == String(width), "\(name)", sourceLocation: sourceLocation)
    #expect(
      root.attributes["height"] == String(height), "\(name)", sourceLocation: sourceLocation)
  }
}

/// Keeps the first element the parser reports.
private final class RootCollector: NSObject, XMLParserDelegate {
  var root: Images.Root?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if root == nil { root = Images.Root(name: elementName, attributes: attributeDict) }
  }
}

/// The gnuplot the tests run scripts with by hand: `GNUPLOT`, else the first on `PATH`.
enum GnuplotTool {
  struct NotFound: Error, CustomStringConvertible {
    var description: String { "gnuplot was not found (GNUPLOT or PATH)" }
  }

  static func executable() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["GNUPLOT"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(folder) + "/gnuplot"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return URL(fileURLWithPath: candidate)
      }
    }
    throw NotFound()
  }

  /// The inherited environment without `GNUPLOT` and with every `PATH` folder that holds a
  /// gnuplot removed.
  static func environmentWithoutGnuplot() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["GNUPLOT"] = nil
    environment["PATH"] = (environment["PATH"] ?? "").split(separator: ":")
      .filter { !FileManager.default.fileExists(atPath: $0 + "/gnuplot") }
      .joined(separator: ":")
    return environment
  }
}
