extension RegressionReport {
  /// One line of a report: a spin's metric that changed, with every drum whose value changed
  /// (`drum 0: 1.4 → 1.4333; drum 2: 1.6 → 1.6333`), values at the precision that tells
  /// them apart (at least four decimals, more only when needed) and trace digests cut to 12
  /// hex digits.
  public struct ChangedMetric: Sendable, Equatable {
    /// The spin's label, or `-` for the scenario itself.
    public var spin: String
    /// The metric (`settleTime`; `trace` for the trace digest).
    public var metric: String
    /// Golden → now, per drum when the metric belongs to drums.
    public var change: String
  }

  /// The differences grouped one line per spin and metric, in the order they were found.
  public static func changedMetrics(_ differences: [Difference]) -> [ChangedMetric] {
    var groups: [(spin: String, metric: String, items: [Difference])] = []
    for difference in differences {
      if let index = groups.firstIndex(where: {
        $0.spin == difference.spin && $0.metric == difference.metric
      }) {
        groups[index].items.append(difference)
      } else {
        groups.append((difference.spin, difference.metric, [difference]))
      }
    }
    return groups.map { group in
      let isTrace = group.metric == "traceDigest"
      let changes = group.items.map { item in
        (drum: item.drum, text: isTrace ? digestChange(item) : valueChange(item))
      }
      var parts: [String] = []
      // Drums with the same change share one entry: `drums 0, 1: 2800 → 2600`.
      var done = Set<Int>()
      for (index, change) in changes.enumerated() where !done.contains(index) {
        let same = changes.indices.filter { changes[$0].text == change.text && !done.contains($0) }
        done.formUnion(same)
        let drums = same.compactMap { changes[$0].drum }
        switch drums.count {
        case 0: parts.append(change.text)
        case 1: parts.append("drum \(drums[0]): \(change.text)")
        default:
          parts.append(
            "drums \(drums.map(String.init).joined(separator: ", ")): \(change.text)")
        }
      }
      return ChangedMetric(
        spin: group.spin, metric: isTrace ? "trace" : group.metric,
        change: parts.joined(separator: "; "))
    }
  }

  /// `a1b2c3d4e5f6… → 0f9e8d7c6b5a…`.
  private static func digestChange(_ difference: Difference) -> String {
    func short(_ text: String) -> String {
      let bare = text.trimmingCharacters(in: ["\""])
      return bare.count > 12 ? bare.prefix(12) + "…" : bare
    }
    return "\(short(difference.old)) → \(short(difference.new))"
  }

  /// Numbers at the fewest decimals (four or more) that still tell golden and now apart;
  /// other values as written.
  private static func valueChange(_ difference: Difference) -> String {
    guard let old = Double(difference.old), let new = Double(difference.new),
      old.isFinite, new.isFinite
    else { return "\(difference.old) → \(difference.new)" }
    for decimals in 4...17 {
      let (a, b) = (rounded(old, decimals), rounded(new, decimals))
      if a != b || decimals == 17 { return "\(formatNumber(a)) → \(formatNumber(b))" }
    }
    return "\(difference.old) → \(difference.new)"
  }

  private static func rounded(_ value: Double, _ decimals: Int) -> Double {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = value * scale
    return abs(scaled) < 1e15 ? scaled.rounded() / scale : value
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
