import ReelKit

/// What a controls file holds: the spin controls and, when it respins, the previous outcome
/// and the drums held.
public struct ControlsFileContents: Decodable, Sendable, Equatable {
  /// The spin controls (every key of ``/ReelKit/SpinControls``; all absent is no control).
  public var controls: SpinControls
  /// The respin, if the file has a `respin` object.
  public var respin: RespinRequest?

  enum CodingKeys: String, CodingKey {
    case respin
  }

  /// Decodes the controls from the file's object and its `respin` key.
  public init(from decoder: any Decoder) throws {
    controls = try SpinControls(from: decoder)
    respin = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(
      RespinRequest.self, forKey: .respin)
  }
}

extension ControlsFile {
  /// Loads a controls file that `reelsim simulate --controls` reads: the controls and an
  /// optional `respin` (`ConfigShape.controlsFile`; missing or unreadable:
  /// ``ConfigError/Kind/unreadable``).
  public static func loadContents(path: String) throws(ConfigError) -> ControlsFileContents {
    try loadContents(bytes: try ConfigLoader.read(path), file: path)
  }

  /// Loads a controls file's contents from bytes; `file` names them in messages.
  public static func loadContents(bytes: [UInt8], file: String) throws(ConfigError)
    -> ControlsFileContents
  {
    try ConfigLoader.decode(
      ControlsFileContents.self, bytes: bytes, file: file, shape: .controlsFile
    ).value
  }
}

extension ConfigShape {
  /// The description of a controls file: every key of ``controls`` and `respin`, which
  /// holds drums where a previous outcome left them (`Docs/spin-control.md` shows it).
  static let controlsFile: ConfigShape = {
    guard case .object(let keys) = controls else { return controls }
    return .object(
      keys + [
        (
          "respin",
          ConfigShape.respin.documented(
            "respin a previous outcome: the held drums stay, the others spin again to the "
              + "spin's targets"), false
        )
      ])
  }()
}
