/// The built-in default machine, compiled into the binary and used when no config is given.
///
/// These are exactly the bytes of `Configs/default.json` (regenerate with
/// `Scripts/embed-resources.sh`); a test keeps the two identical.
enum DefaultMachine {
  static let json = #"""
    {
      "name": "default",
      "description": "Pachislot-style 3-drum machine: 21-symbol strips of 100 pt, 3 rows, 80 rpm cruise (2800 pt/s), cubic ease-out stops that wait for the exact braking point; stop requests at 1.0, 1.3 and 1.6 s.",
      "symbols": ["7", "BAR", "CHERRY", "BELL", "WATERMELON", "REPLAY", "PLUM"],
      "geometry": { "symbolHeight": 100, "visibleRows": 3 },
      "motion": {
        "profile": "cubic",
        "strategy": "wait",
        "cruiseSpeed": 2800,
        "acceleration": 14000,
        "maxDeceleration": 24000,
        "minimumRevolutions": 1,
        "firstStop": 1.0,
        "stopInterval": 0.3
      },
      "drums": [
        { "strip": ["7", "REPLAY", "BELL", "CHERRY", "PLUM", "REPLAY", "BELL", "WATERMELON", "BAR", "REPLAY", "BELL", "PLUM", "CHERRY", "REPLAY", "BELL", "7", "WATERMELON", "REPLAY", "BELL", "PLUM", "BAR"] },
        { "strip": ["7", "BELL", "REPLAY", "PLUM", "CHERRY", "BELL", "REPLAY", "BAR", "WATERMELON", "BELL", "REPLAY", "PLUM", "7", "BELL", "REPLAY", "CHERRY", "WATERMELON", "BELL", "REPLAY", "BAR", "PLUM"] },
        { "strip": ["7", "PLUM", "REPLAY", "BELL", "WATERMELON", "BAR", "REPLAY", "BELL", "PLUM", "CHERRY", "REPLAY", "BELL", "7", "WATERMELON", "REPLAY", "BELL", "PLUM", "BAR", "REPLAY", "BELL", "CHERRY"] }
      ],
      "simulation": { "timeStep": 0.004166666666666667, "maxDuration": 30, "seed": 1 },
      "paytable": {
        "bet": 1,
        "lines": [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]],
        "pays": [
          { "symbol": "7", "count": 3, "pay": 300 },
          { "symbol": "BAR", "count": 3, "pay": 100 },
          { "symbol": "BELL", "count": 3, "pay": 16 },
          { "symbol": "WATERMELON", "count": 3, "pay": 30 },
          { "symbol": "PLUM", "count": 3, "pay": 15 },
          { "symbol": "REPLAY", "count": 3, "pay": 5 },
          { "symbol": "CHERRY", "count": 2, "pay": 10 },
          { "symbol": "CHERRY", "count": 1, "pay": 2 }
        ]
      }
    }

    """#
}
