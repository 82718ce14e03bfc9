/// The test tiers come with the test support, so that a test importing `TestSupport` can mark
/// itself slow (`SlowTests.trait`).
@_exported import TestTiers
