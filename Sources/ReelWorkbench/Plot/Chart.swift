/// The charts of `reelsim plot`, one gnuplot script (and image) each.
public enum Chart: String, Sendable, CaseIterable {
  /// Velocity against time, with markers at stop requests, landings and settles.
  case velocity
  /// Velocity against the distance to the target: the braking approach.
  case offsetVelocity = "offset-velocity"
  /// Wrapped offset against time, with each drum's target offset.
  case offset
  /// Acceleration and jerk against time.
  case acceleration
  /// The prize wheel at rest under its pointer (wheel configs only).
  case wheel
  /// The fall curves of the tumble chain (configs with a `tumble` block only).
  case tumble
  /// The landing curves of a hold-and-win round's cell reels (a spin that starts a round on
  /// a config with `paytable.holdAndWin` only).
  case cellReels = "cell-reels"

  /// The script's file name, `velocity.gp`.
  public var scriptName: String { rawValue + ".gp" }
}

/// The image formats gnuplot renders.
public enum ImageFormat: String, Sendable, CaseIterable {
  /// PNG through the `pngcairo` terminal.
  case png
  /// SVG through the `svg` terminal.
  case svg
}

/// How the images are rendered.
public struct ChartOptions: Sendable, Equatable {
  /// The formats to render, each image once per format.
  public var formats: [ImageFormat]
  /// Image width, pixels.
  public var width: Int
  /// Image height, pixels.
  public var height: Int

  /// Creates options; the default is PNG at 1280×720.
  public init(formats: [ImageFormat] = [.png], width: Int = 1280, height: Int = 720) {
    self.formats = formats
    self.width = width
    self.height = height
  }
}
