// The pays of a window at rest, computed in the page: the rules of ReelKit's PayEvaluator
// (Sources/ReelMaths/Paytable/PayEvaluator.swift and PayEvaluator+Rules.swift) on the paytable
// `GET /api/machine` gives (`paytable`), with the same arithmetic in the same order, so the
// wins and the total are the numbers `reelsim simulate --json` prints. Used while the
// server's summary is on its way, and for good in an exported page, which has no server.

/** Index of the better of two entries of `list`: higher pay, then listed first; -1 is none. */
function better(list, a, b) {
  if (a < 0) return b;
  if (b < 0) return a;
  return list[a].pay > list[b].pay || (list[a].pay === list[b].pay && a < b) ? a : b;
}

/** The best entry of `list` that `include` accepts (highest pay, first listed), or -1. */
function best(list, include) {
  let found = -1;
  list.forEach((entry, index) => {
    if (include(entry) && (found < 0 || entry.pay > list[found].pay)) found = index;
  });
  return found;
}

/** An evaluator of `paytable` for windows of `rowCount` rows. */
export function payEvaluator(paytable, rowCount) {
  const pays = paytable.pays;
  const members = (entry) => entry.group ?? entry.mix ?? [entry.symbol];
  const names = [];
  for (const name of [
    ...pays.map((p) => p.symbol), ...[paytable.wild, paytable.scatter].filter((n) => n != null),
    ...pays.flatMap((p) => p.group ?? p.mix ?? []), ...paytable.multipliers.map((m) => m.symbol),
  ]) {
    if (!names.includes(name)) names.push(name);
  }
  const other = names.length;
  const classOf = (name) => { const i = names.indexOf(name); return i < 0 ? other : i; };
  const wild = paytable.wild != null ? classOf(paytable.wild) : -1;
  const scatter = paytable.scatter != null ? classOf(paytable.scatter) : -1;
  const totalBet = paytable.mode === "ways" ? paytable.bet : paytable.bet * paytable.lines.length;

  // The rules' tables, by entry and class.
  const matchTable = pays.map((entry) => {
    const classes = members(entry).map(classOf);
    return Array.from({ length: other + 1 }, (_, c) => classes.includes(c) || c === wild);
  });
  const mixes = pays.map((entry) => entry.mix ? entry.mix.map(classOf) : null);
  const factors = pays.map((entry) => Array.from({ length: other + 1 }, (_, c) => {
    if (c >= other) return 0;
    const multiplier = paytable.multipliers.find((m) => m.symbol === names[c]);
    const own = members(entry);
    if (!multiplier || (entry.mix == null && own.length === 1 && own[0] === names[c])) return 0;
    return multiplier.factor;
  }));
  const matches = (entry, position, symbol) => {
    const mix = mixes[entry];
    if (mix) return symbol === wild || (position < mix.length && mix[position] === symbol);
    return matchTable[entry][symbol];
  };
  const combined = (list) => {
    if (paytable.multiplierRule === "add") {
      const sum = list.reduce((s, f) => s + f, 0);
      return sum === 0 ? 1 : sum;
    }
    return list.reduce((product, f) => product * (f === 0 ? 1 : f), 1);
  };

  function classicLine(symbols) {
    const n = symbols.length;
    const upTo = (k, include) => best(pays, (p) => include(p) && p.count <= k);
    let leading = 0;
    while (leading < n && symbols[leading] === wild) leading++;
    const wildBest = wild < 0 ? -1 : upTo(leading, (p) => p.symbol === names[wild]);
    const anyBest = upTo(leading, (p) => p.symbol !== paytable.wild);
    let found = better(pays, wildBest, anyBest);
    if (leading < n) {
      const symbol = symbols[leading];
      let run = leading + 1;
      while (run < n && (symbols[run] === symbol || symbols[run] === wild)) run++;
      const own = symbol < other ? upTo(run, (p) => p.symbol === names[symbol]) : -1;
      found = better(pays, found, own);
    }
    return found >= 0 && pays[found].pay > 0 ? found : -1;
  }

  function lineRun(entry, symbols) {
    const pay = pays[entry];
    const n = symbols.length;
    const c = pay.count;
    if (c > n) return null;
    const run = (cells) => {
      for (let position = 0; position < cells.length; position++) {
        if (!matches(entry, position, symbols[cells[position]])) return null;
      }
      return { cells, multiplier: combined(cells.map((d) => factors[entry][symbols[d]])) };
    };
    const left = Array.from({ length: c }, (_, i) => i);
    const right = Array.from({ length: c }, (_, i) => n - 1 - i);
    switch (pay.direction) {
      case "rightToLeft": return run(right);
      case "bothWays": {
        const a = run(left);
        const b = run(right);
        if (a && b) return b.multiplier > a.multiplier ? b : a;
        return a ?? b;
      }
      case "anywhere": {
        const cells = [];
        for (let d = 0; d < n; d++) if (matches(entry, 0, symbols[d])) cells.push(d);
        if (cells.length < c) return null;
        return { cells, multiplier: combined(cells.map((d) => factors[entry][symbols[d]])) };
      }
      default: return run(left);
    }
  }

  function ruleLine(symbols) {
    let found = { entry: -1, multiplier: 1 };
    let value = 0;
    pays.forEach((pay, index) => {
      if (!(pay.pay > 0)) return;
      const run = lineRun(index, symbols);
      if (!run) return;
      if (pay.pay * run.multiplier > value) {
        value = pay.pay * run.multiplier;
        found = { entry: index, multiplier: run.multiplier };
      }
    });
    return found;
  }

  function waysRun(entry, columns) {
    const c = pays[entry].count;
    if (c > columns.length) return null;
    let ways = 1;
    let product = 1;
    let plain = 1;
    const drums = [];
    for (let drum = 0; drum < c; drum++) {
      let m = 0;
      let sum = 0;
      let a = 0;
      let z = 0;
      for (let row = 0; row < rowCount; row++) {
        const symbol = columns[drum][row];
        if (!matches(entry, drum, symbol)) continue;
        const factor = factors[entry][symbol];
        m += 1;
        sum += factor === 0 ? 1 : factor;
        a += factor;
        if (factor === 0) z += 1;
      }
      if (m === 0) return null;
      ways *= m;
      product *= sum;
      plain *= z;
      drums.push({ m, a });
    }
    if (paytable.multiplierRule !== "add") return { ways, value: product };
    let value = plain;
    drums.forEach((drum, index) => {
      if (!(drum.a > 0)) return;
      let others = drum.a;
      drums.forEach((rest, j) => { if (j !== index) others *= rest.m; });
      value += others;
    });
    return { ways, value };
  }

  function waysWins(columns) {
    const wins = [];
    const done = new Set();
    pays.forEach((pay, first) => {
      if (done.has(pay.symbol)) return;
      done.add(pay.symbol);
      let found = null;
      for (let index = first; index < pays.length; index++) {
        const entry = pays[index];
        if (entry.symbol !== pay.symbol || !(entry.pay > 0)) continue;
        const run = waysRun(index, columns);
        if (!run) continue;
        const credits = entry.pay * paytable.bet * run.value;
        if (credits > (found ? found.pay : 0)) {
          found = { line: null, symbol: entry.symbol, count: entry.count, pay: credits, ways: run.ways,
            multiplier: run.value / run.ways };
        }
      }
      if (found) wins.push(found);
    });
    return wins;
  }

  function scatterWin(columns) {
    if (scatter < 0) return null;
    let count = 0;
    for (const column of columns) for (let row = 0; row < rowCount; row++) if (column[row] === scatter) count++;
    const entries = paytable.scatterPays;
    const entry = best(entries, (p) => p.count <= Math.min(count, rowCount * columns.length));
    if (entry < 0 || !(entries[entry].pay > 0)) return null;
    return { line: null, symbol: paytable.scatter, count: entries[entry].count, pay: entries[entry].pay * totalBet };
  }

  /** Every win of `rows` (the window, top row first: names) and the total, as the summary of
   * `simulate --json` gives them: `{ pay, wins: [{ line, symbol, count, pay, ways?, multiplier? }] }`. */
  function evaluate(rows) {
    const drumCount = rows[0] ? rows[0].length : 0;
    const columns = Array.from({ length: drumCount }, (_, d) => rows.map((row) => classOf(row[d])));
    let wins = [];
    if (paytable.classic) {
      paytable.lines.forEach((line, index) => {
        const entry = classicLine(line.map((row, drum) => columns[drum][row]));
        if (entry >= 0) {
          const pay = pays[entry];
          wins.push({ line: index, symbol: pay.symbol, count: pay.count, pay: pay.pay * paytable.bet });
        }
      });
    } else if (paytable.mode === "ways") {
      wins = waysWins(columns);
    } else {
      paytable.lines.forEach((line, index) => {
        const win = ruleLine(line.map((row, drum) => columns[drum][row]));
        if (win.entry >= 0) {
          const pay = pays[win.entry];
          wins.push({ line: index, symbol: pay.symbol, count: pay.count,
            pay: pay.pay * paytable.bet * win.multiplier, multiplier: win.multiplier });
        }
      });
    }
    const scattered = scatterWin(columns);
    if (scattered) wins.push(scattered);
    for (const win of wins) if (win.multiplier === 1) delete win.multiplier;
    return { pay: wins.reduce((total, win) => total + win.pay, 0), wins };
  }

  return { evaluate };
}
