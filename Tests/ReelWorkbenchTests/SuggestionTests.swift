import Testing

@testable import ReelWorkbench

/// "Did you mean …?": Levenshtein distance and the nearest close-enough candidate.
@Suite struct SuggestionTests {
  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("", "", 0), ("same", "same", 0),
    ("cruiseSped", "cruiseSpeed", 1), ("flaw", "lawn", 2), ("café", "cafe", 1), ("ab", "ba", 2),
    ("Speed", "speed", 1), ("🎰7", "7", 1),
  ])
  func distance(from a: String, to b: String, is expected: Int) {
    #expect(Suggestion.distance(a, b) == expected)
    #expect(Suggestion.distance(b, a) == expected)
  }

  @Test func nearestPicksTheClosestCandidateWithinALimit() {
    let keys = ["cruiseSpeed", "slowSpeed", "stopTolerance", "strategy"]
    #expect(Suggestion.nearest("cruiseSped", among: keys) == "cruiseSpeed")
    #expect(Suggestion.nearest("CRUISESPEED", among: keys) == "cruiseSpeed")
    #expect(Suggestion.nearest("slowSpede", among: keys) == "slowSpeed")
    #expect(Suggestion.nearest("stratgey", among: keys) == "strategy")
    #expect(Suggestion.nearest("banana", among: keys) == nil)
    #expect(Suggestion.nearest("x", among: []) == nil)
    // The limit is max(2, length / 3) edits.
    #expect(Suggestion.nearest("ab", among: ["abcd"]) == "abcd")
    #expect(Suggestion.nearest("ab", among: ["abcde"]) == nil)
    #expect(Suggestion.nearest("abcdefghi", among: ["abcdefxyz"]) == "abcdefxyz")
    #expect(Suggestion.nearest("abcdefghi", among: ["abcdewxyz"]) == nil)
  }

  @Test func didYouMeanFormatsTheSuggestion() {
    #expect(
      Suggestion.didYouMean("CHERY", among: ["7", "CHERRY", "BELL"]) == "; did you mean CHERRY?")
    #expect(Suggestion.didYouMean("zzzzzz", among: ["7", "CHERRY"]) == "")
  }
}
