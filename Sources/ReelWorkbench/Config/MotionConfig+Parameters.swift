import ReelKit

extension MotionConfig {
  /// The ReelKit motion parameters, with ``/ReelKit/MotionParameters``'s defaults for unset
  /// keys (``/ReelKit/MotionSettings/parameters``).
  public var parameters: MotionParameters { settings.parameters }
}
