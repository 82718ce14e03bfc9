/// The published JSON Schemas, compiled into the binary: exactly the bytes of
/// `Configs/schema/*.schema.json` (regenerate with `Scripts/embed-resources.sh`); a test
/// keeps them identical.
enum BuiltInSchemas {
  static let config = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://reelsim.invalid/schema/config.schema.json",
      "title": "reelsim machine config",
      "description": "A slot machine for reelsim: its symbols, drums, motion, clock and paytable. Durations are seconds (s), distances points (pt), speeds pt/s, accelerations pt/s². Unknown keys are errors, so do not add \"$schema\" to a config; map the schema in your editor instead. Rules between fields (marked 'checked by reelsim') are not expressed here: run `reelsim check FILE` for the full validation.",
      "type": "object",
      "additionalProperties": false,
      "required": ["name", "symbols", "drums"],
      "properties": {
        "name": {
          "description": "The machine's name, used in traces, summaries and output folders (`Plots/out/NAME/`). 1 to 100 characters.",
          "type": "string",
          "minLength": 1,
          "maxLength": 100
        },
        "description": {
          "description": "Free text for people; reelsim ignores it.",
          "type": "string"
        },
        "symbols": {
          "description": "The machine's symbol alphabet: unique names; every strip entry and every target given by name must be one of them.",
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": { "$ref": "#/$defs/symbolName" }
        },
        "geometry": {
          "description": "Symbol height and window size, shared by all drums.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "symbolHeight": {
              "description": "Height of one symbol on the strip, pt; a strip of N symbols is N·symbolHeight long. From 0.01 to 10000.",
              "type": "number",
              "default": 100,
              "minimum": 0.01,
              "maximum": 10000
            },
            "visibleRows": {
              "description": "Rows shown in the window, centred on the result row: an odd whole number from 1 to the strip's symbol count (the upper bound is checked by reelsim).",
              "type": "integer",
              "default": 3,
              "minimum": 1,
              "maximum": 9999,
              "not": { "multipleOf": 2 }
            }
          }
        },
        "motion": {
          "description": "Motion and timing for every drum; a drum's own `motion` overrides single keys.",
          "$ref": "#/$defs/motion"
        },
        "drums": {
          "description": "The drums, left to right: 1 to 64.",
          "type": "array",
          "minItems": 1,
          "maxItems": 64,
          "items": { "$ref": "#/$defs/drum" }
        },
        "simulation": {
          "description": "The clock, the watchdog and the seed of random targets.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "timeStep": {
              "description": "The fixed time step dt, s: every decision happens on a tick n·dt. 1/2000 (0.0005) to 1/10 (0.1); default 1/240.",
              "type": "number",
              "default": 0.004166666666666667,
              "minimum": 0.0005,
              "maximum": 0.1
            },
            "maxDuration": {
              "description": "The watchdog, s: a spin whose drums have not all stopped by then fails (exit 1). More than 0, at most 3600, and after every drum's stop request (checked by reelsim).",
              "type": "number",
              "default": 30,
              "exclusiveMinimum": 0,
              "maximum": 3600
            },
            "seed": {
              "description": "Seed of the random targets (SplitMix64) when the config has no `targets` and none are given on the command line: a whole number from 0 to 2⁶⁴−1.",
              "$ref": "#/$defs/seed",
              "default": 1
            }
          }
        },
        "targets": {
          "description": "Fixed targets, exactly one per drum (checked by reelsim): a strip index or a symbol name (its first occurrence on that drum's strip). Default: drawn from `simulation.seed`.",
          "type": "array",
          "minItems": 1,
          "maxItems": 64,
          "items": { "$ref": "#/$defs/target" }
        },
        "rules": {
          "description": "Rule sets the machine follows, which `reelsim check` checks it against: `pachislot` (at most 80 rpm at cruise, every reel at speed before the first stop request).",
          "type": "array",
          "items": { "enum": ["pachislot"] }
        },
        "paytable": {
          "description": "What the machine pays, for `reelsim par` (the exact PAR sheet) and the wins `reelsim simulate` shows: paylines across the window, line pays by symbol and count, an optional wild and scatter, the bet per line. A line pays one win, the best interpretation: the highest pay of any paying symbol for its run of that symbol or the wild from drum 0, or the wild's own pay for the leading wilds; worth pay × bet credits.",
          "type": "object",
          "additionalProperties": false,
          "required": ["lines", "pays"],
          "properties": {
            "bet": {
              "description": "Credits bet per line: more than 0, at most 1000000. The total bet of a spin is bet × the number of lines. Default 1.",
              "type": "number",
              "default": 1,
              "exclusiveMinimum": 0,
              "maximum": 1000000
            },
            "wild": {
              "description": "The wild symbol, one of `symbols` (checked by reelsim): it substitutes for every paying symbol but the scatter; its own entries in `pays` pay for the wilds from drum 0. Default: no wild.",
              "$ref": "#/$defs/symbolName"
            },
            "scatter": {
              "description": "The scatter symbol, one of `symbols` and not the wild (checked by reelsim): it pays by count anywhere in the window (`scatterPays`) and takes no part in lines. Default: no scatter.",
              "$ref": "#/$defs/symbolName"
            },
            "lines": {
              "description": "The paylines, 1 to 100, each listed once (checked by reelsim): one row index per drum (exactly one per drum, checked by reelsim), row 0 at the top of the window, below visibleRows (checked by reelsim). [1, 1, 1] is the middle row of a 3 × 3 window, [0, 1, 2, 1, 0] a V on 5 drums.",
              "type": "array",
              "minItems": 1,
              "maxItems": 100,
              "items": {
                "type": "array",
                "minItems": 1,
                "maxItems": 64,
                "items": { "type": "integer", "minimum": 0, "maximum": 9998 }
              }
            },
            "pays": {
              "description": "Line pays, at most 1000, each (symbol, count) once (checked by reelsim). A run of k symbols (or wilds) from drum 0 pays the highest entry of its symbol whose count is at most k; equal pays go to the entry listed first.",
              "type": "array",
              "maxItems": 1000,
              "items": { "$ref": "#/$defs/linePay" }
            },
            "scatterPays": {
              "description": "Scatter pays, at most 1000, each count once, and only with `scatter` (checked by reelsim): n scatters anywhere in the window pay the highest entry whose count is at most n, worth pay × the total bet credits, on top of the line wins.",
              "type": "array",
              "maxItems": 1000,
              "items": { "$ref": "#/$defs/scatterPay" }
            }
          }
        }
      },
      "$defs": {
        "symbolName": {
          "description": "A symbol name: 1 to 32 characters without whitespace, commas or dashes.",
          "type": "string",
          "minLength": 1,
          "maxLength": 32,
          "pattern": "^[^-,\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]+$"
        },
        "seed": {
          "type": "integer",
          "minimum": 0,
          "maximum": 18446744073709551615
        },
        "target": {
          "anyOf": [
            {
              "description": "A strip index, 0 to the strip's symbol count − 1 (the upper bound is checked by reelsim).",
              "type": "integer",
              "minimum": 0,
              "maximum": 9999
            },
            {
              "description": "A symbol name on that drum's strip (checked by reelsim).",
              "type": "string",
              "minLength": 1
            }
          ]
        },
        "drum": {
          "description": "One drum.",
          "type": "object",
          "additionalProperties": false,
          "required": ["strip"],
          "properties": {
            "strip": {
              "description": "The strip: 1 to 10000 symbol names from `symbols` (checked by reelsim), in strip order; index 0 first.",
              "type": "array",
              "minItems": 1,
              "maxItems": 10000,
              "items": { "type": "string", "minLength": 1 }
            },
            "startIndex": {
              "description": "The strip index centred before the spin: 0 to the strip's symbol count − 1 (the upper bound is checked by reelsim).",
              "type": "integer",
              "default": 0,
              "minimum": 0,
              "maximum": 9999
            },
            "stopTime": {
              "description": "This drum's stop request time, s from the start of the spin, instead of `firstStop + i·stopInterval`. 0 to 3600, and before `simulation.maxDuration` (checked by reelsim).",
              "type": "number",
              "minimum": 0,
              "maximum": 3600
            },
            "motion": {
              "description": "Overrides of the machine's `motion` for this drum: any motion key.",
              "$ref": "#/$defs/motion"
            },
            "weights": {
              "description": "Stop weights (a virtual reel): one whole number from 1 to 1000000 per strip stop (exactly one per stop, checked by reelsim). Stop s comes up with probability weights[s] / Σ weights when targets are drawn from the seed, and counts weights[s] times in the cycle of `reelsim par`. Default: 1 per stop (uniform).",
              "type": "array",
              "minItems": 1,
              "maxItems": 10000,
              "items": { "type": "integer", "minimum": 1, "maximum": 1000000 }
            }
          }
        },
        "linePay": {
          "description": "One line pay: count symbols in a row from drum 0 pay pay × bet credits.",
          "type": "object",
          "additionalProperties": false,
          "required": ["symbol", "count", "pay"],
          "properties": {
            "symbol": {
              "description": "The symbol, one of `symbols` and not the scatter (checked by reelsim); the wild for the wild's own pays.",
              "$ref": "#/$defs/symbolName"
            },
            "count": {
              "description": "Symbols in a row from drum 0 (the left): a whole number from 1 to the number of drums (the upper bound is checked by reelsim).",
              "type": "integer",
              "minimum": 1,
              "maximum": 64
            },
            "pay": {
              "description": "The pay, a multiple of the line bet: 0 to 1000000000 (a win is worth pay × bet credits).",
              "type": "number",
              "minimum": 0,
              "maximum": 1000000000
            }
          }
        },
        "scatterPay": {
          "description": "One scatter pay: count scatters anywhere in the window pay pay × the total bet credits.",
          "type": "object",
          "additionalProperties": false,
          "required": ["count", "pay"],
          "properties": {
            "count": {
              "description": "Scatters anywhere in the window: a whole number from 1 to visibleRows × drums (the upper bound is checked by reelsim).",
              "type": "integer",
              "minimum": 1,
              "maximum": 639936
            },
            "pay": {
              "description": "The pay, a multiple of the total bet: 0 to 1000000000 (a win is worth pay × bet × lines credits).",
              "type": "number",
              "minimum": 0,
              "maximum": 1000000000
            }
          }
        },
        "motion": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "profile": {
              "description": "Braking profile: `linear` (constant deceleration), `cubic` (ease-out, deceleration fades to zero), `back` (cubic past the target by `overshoot`, then settles back) or `classic` (the original buffer algorithm: slow zone and stop tolerance).",
              "enum": ["linear", "cubic", "back", "classic"],
              "default": "cubic"
            },
            "strategy": {
              "description": "Landing strategy of the planned profiles (`linear`, `cubic`, `back`): `wait` (cruise until the nominal braking point), `stretch` (brake at the request with a gentler curve) or `solve` (scale the cruise speed within ±maxSpeedAdjust so that braking at the request lands).",
              "enum": ["wait", "stretch", "solve"],
              "default": "wait"
            },
            "cruiseSpeed": {
              "description": "Cruise speed, pt/s (2800 pt/s on 21 × 100 pt is 80 rpm). More than 0, at most 1000000.",
              "type": "number",
              "default": 2800,
              "exclusiveMinimum": 0,
              "maximum": 1000000
            },
            "acceleration": {
              "description": "Spin-up acceleration limit, pt/s². More than 0, at most 100000000.",
              "type": "number",
              "default": 14000,
              "exclusiveMinimum": 0,
              "maximum": 100000000
            },
            "maxDeceleration": {
              "description": "Braking deceleration limit, pt/s²: no planned curve brakes harder. More than 0, at most 100000000.",
              "type": "number",
              "default": 24000,
              "exclusiveMinimum": 0,
              "maximum": 100000000
            },
            "minimumRevolutions": {
              "description": "Full turns (whole number) a drum completes before its stop request may fire: the original game's remaining scrolls. 0 to 1000.",
              "type": "integer",
              "default": 1,
              "minimum": 0,
              "maximum": 1000
            },
            "windBackDistance": {
              "description": "Reverse move before the spin, pt; 0: none. 0 to 100000.",
              "type": "number",
              "default": 0,
              "minimum": 0,
              "maximum": 100000
            },
            "windBackTime": {
              "description": "Duration of the wind-back, s. More than 0, at most 10, and 6·windBackDistance/windBackTime² ≤ acceleration (checked by reelsim).",
              "type": "number",
              "default": 0.12,
              "exclusiveMinimum": 0,
              "maximum": 10
            },
            "overshoot": {
              "description": "`back`: distance the drum passes the target before settling back, pt. 0 to 100000, and below the braking curve 2·cruiseSpeed²/(3·maxDeceleration) (checked by reelsim).",
              "type": "number",
              "default": 0,
              "minimum": 0,
              "maximum": 100000
            },
            "settleTime": {
              "description": "`back`: time to settle back onto the target, s. More than 0, at most 10, and 6·overshoot/settleTime² ≤ maxDeceleration (checked by reelsim).",
              "type": "number",
              "default": 0.2,
              "exclusiveMinimum": 0,
              "maximum": 10
            },
            "maxSpeedAdjust": {
              "description": "`solve`: largest relative change of the cruise speed, a fraction (0.03 = 3 %). 0 to 0.5.",
              "type": "number",
              "default": 0.03,
              "minimum": 0,
              "maximum": 0.5
            },
            "slowSpeed": {
              "description": "`classic`: speed inside the slow zone, pt/s. More than 0, at most 1000000.",
              "type": "number",
              "default": 1200,
              "exclusiveMinimum": 0,
              "maximum": 1000000
            },
            "slowZone": {
              "description": "`classic`: distance before the target where the drum slows to slowSpeed, pt. More than 0, at most 100000.",
              "type": "number",
              "default": 100,
              "exclusiveMinimum": 0,
              "maximum": 100000
            },
            "stopTolerance": {
              "description": "`classic`: stop buffer, pt: within this distance of the target the drum snaps onto it. More than 0, at most 100000; with `classic`, below slowZone (checked by reelsim).",
              "type": "number",
              "default": 10,
              "exclusiveMinimum": 0,
              "maximum": 100000
            },
            "startDelay": {
              "description": "Start delay of drum 0, s. 0 to 60.",
              "type": "number",
              "default": 0,
              "minimum": 0,
              "maximum": 60
            },
            "startInterval": {
              "description": "Extra start delay per drum, s: drum i starts at startDelay + i·startInterval. 0 to 60.",
              "type": "number",
              "default": 0,
              "minimum": 0,
              "maximum": 60
            },
            "firstStop": {
              "description": "Stop request time of drum 0, s from the start of the spin. 0 to 60.",
              "type": "number",
              "default": 1.0,
              "minimum": 0,
              "maximum": 60
            },
            "stopInterval": {
              "description": "Time between stop requests, s: drum i is asked to stop at firstStop + i·stopInterval (unless it has a stopTime). 0 to 60.",
              "type": "number",
              "default": 0.3,
              "minimum": 0,
              "maximum": 60
            }
          }
        }
      }
    }

    """#

  static let tuning = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://reelsim.invalid/schema/tuning.schema.json",
      "title": "reelsim tuning spec",
      "description": "A spec for `reelsim tune SPEC`: a base config, the parameters to change with their ranges, constraints that must hold on every judged outcome, objectives on the mean, rule presets and the outcomes to judge. Needs at least one constraint, preset or objective. Unknown keys are errors. Rules between fields (marked 'checked by reelsim') are not expressed here.",
      "type": "object",
      "additionalProperties": false,
      "required": ["base", "parameters"],
      "anyOf": [
        { "required": ["constraints"], "properties": { "constraints": { "minItems": 1 } } },
        { "required": ["presets"], "properties": { "presets": { "minItems": 1 } } },
        { "required": ["objectives"], "properties": { "objectives": { "minItems": 1 } } }
      ],
      "properties": {
        "description": {
          "description": "Free text for people; reelsim ignores it.",
          "type": "string"
        },
        "base": {
          "description": "The config to start from: a path to a config file, relative to this spec (it must exist and be valid: checked by reelsim), or a machine config written inline (validated against config.schema.json). The tuned config is the base with the new values, named `<base>-tuned`.",
          "type": ["string", "object"],
          "if": { "type": "string" },
          "then": { "minLength": 1 },
          "else": { "$ref": "config.schema.json" }
        },
        "parameters": {
          "description": "The parameters to tune: 1 to 16, each path at most once (checked by reelsim).",
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "items": { "$ref": "#/$defs/parameter" }
        },
        "constraints": {
          "description": "Hard limits on metrics that must hold on every judged outcome (the worst one is reported).",
          "type": "array",
          "items": { "$ref": "#/$defs/constraint" }
        },
        "objectives": {
          "description": "Goals on a metric's mean over the judged outcomes: get close to a target or minimise.",
          "type": "array",
          "items": { "$ref": "#/$defs/objective" }
        },
        "presets": {
          "description": "Rule sets that add constraints: `pachislot` (cruiseRpm ≤ 80 and cruiseMargin ≥ 0 s: at most 80 rpm, every reel at speed before the first stop request), `uk-online` (gameCycle ≥ 2.5 s).",
          "type": "array",
          "items": { "enum": ["pachislot", "uk-online"] }
        },
        "outcomes": {
          "description": "The outcomes every candidate is judged on. Default: `all` when every strip has at most 64 symbols, else `sample` with 64 outcomes from seed 1.",
          "type": "object",
          "additionalProperties": false,
          "required": ["mode"],
          "properties": {
            "mode": {
              "description": "`all`: every target of every drum (spin i puts drum d on (i + 5d) mod N_d); `sample`: `count` outcomes drawn from `seed`.",
              "enum": ["all", "sample"]
            },
            "count": {
              "description": "`sample`: how many outcomes to draw, a whole number from 1 to 10000 (ignored with `all`).",
              "type": "integer",
              "default": 64
            },
            "seed": {
              "description": "`sample`: the seed the outcomes are drawn from (outcome k uses seed + k), 0 to 2⁶⁴−1.",
              "type": "integer",
              "default": 1,
              "minimum": 0,
              "maximum": 18446744073709551615
            }
          },
          "if": { "properties": { "mode": { "const": "sample" } } },
          "then": { "properties": { "count": { "minimum": 1, "maximum": 10000 } } }
        }
      },
      "$defs": {
        "metric": {
          "description": "A quantity measured on each simulated spin: spinTime and gameCycle (last settle, s), firstSettle (s), stopInterval and minStopInterval (mean and shortest time between consecutive settles, s), peakSpeed (pt/s), cruiseRpm (60·V/L, rpm), peakDeceleration (pt/s²), peakJerk (pt/s³), travelPerTick (symbols per tick), windowMisses (count), landingError (pt), revolutions (the fewest, turns), overshoot (symbols), cruiseMargin (s from the last drum at speed to the first stop request), unstopped (drums the watchdog stopped), stopResponse (longest stop request → settle, s).",
          "enum": [
            "spinTime",
            "gameCycle",
            "firstSettle",
            "stopInterval",
            "minStopInterval",
            "peakSpeed",
            "cruiseRpm",
            "peakDeceleration",
            "peakJerk",
            "travelPerTick",
            "windowMisses",
            "landingError",
            "revolutions",
            "overshoot",
            "cruiseMargin",
            "unstopped",
            "stopResponse"
          ]
        },
        "parameter": {
          "description": "A numeric config field to tune and its range.",
          "type": "object",
          "additionalProperties": false,
          "required": ["path", "min", "max"],
          "properties": {
            "path": {
              "description": "The field's JSON path in the base config: `motion.FIELD` (machine-wide), `drums[i].motion.FIELD` (one drum), `drums[i].stopTime` or `simulation.timeStep`; FIELD is a numeric motion key. The drum i must exist in the base (checked by reelsim).",
              "type": "string",
              "pattern": "^(?:(?:drums\\[(?:[0-9]|[1-5][0-9]|6[0-3])\\]\\.)?motion\\.(?:cruiseSpeed|acceleration|maxDeceleration|windBackDistance|windBackTime|overshoot|settleTime|maxSpeedAdjust|slowSpeed|slowZone|stopTolerance|startDelay|startInterval|firstStop|stopInterval|minimumRevolutions)|drums\\[(?:[0-9]|[1-5][0-9]|6[0-3])\\]\\.stopTime|simulation\\.timeStep)$"
            },
            "min": {
              "description": "The smallest value to try, in the field's unit; below max (checked by reelsim).",
              "type": "number"
            },
            "max": {
              "description": "The largest value to try, in the field's unit; above min (checked by reelsim).",
              "type": "number"
            },
            "step": {
              "description": "Values snap to min + k·step, in the field's unit: more than 0, at most max − min, whole for minimumRevolutions (checked by reelsim). Default: (max − min)/10000, 1 for minimumRevolutions.",
              "type": "number",
              "exclusiveMinimum": 0
            }
          }
        },
        "constraint": {
          "description": "A limit on a metric: `min`, `max` or both (min ≤ max, checked by reelsim).",
          "type": "object",
          "additionalProperties": false,
          "required": ["metric"],
          "anyOf": [{ "required": ["min"] }, { "required": ["max"] }],
          "properties": {
            "metric": {
              "description": "The metric to limit, measured on every judged outcome.",
              "$ref": "#/$defs/metric"
            },
            "min": {
              "description": "The smallest allowed value, in the metric's unit.",
              "type": "number"
            },
            "max": {
              "description": "The largest allowed value, in the metric's unit.",
              "type": "number"
            }
          }
        },
        "objective": {
          "description": "A goal on a metric's mean: exactly one of `target` or `\"minimize\": true`.",
          "type": "object",
          "additionalProperties": false,
          "required": ["metric"],
          "if": { "required": ["minimize"], "properties": { "minimize": { "const": true } } },
          "then": { "not": { "required": ["target"] } },
          "else": { "required": ["target"] },
          "properties": {
            "metric": {
              "description": "The metric whose mean over the judged outcomes this objective scores.",
              "$ref": "#/$defs/metric"
            },
            "target": {
              "description": "Get the mean as close as possible to this value, in the metric's unit; the score counts |mean − target| / max(|target|, 1).",
              "type": "number"
            },
            "minimize": {
              "description": "`true`: make the mean as small as possible.",
              "type": "boolean"
            },
            "weight": {
              "description": "How much this objective counts in the score, a factor: more than 0, at most 1000000.",
              "type": "number",
              "default": 1,
              "exclusiveMinimum": 0,
              "maximum": 1000000
            }
          }
        }
      }
    }

    """#

  static let suite = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://reelsim.invalid/schema/suite.schema.json",
      "title": "reelsim regression suite",
      "description": "A suite for `reelsim regress SUITE`: scenarios of spins on configs, each compared with its golden record. Unknown keys are errors. Rules between fields (marked 'checked by reelsim') are not expressed here.",
      "type": "object",
      "additionalProperties": false,
      "required": ["scenarios"],
      "properties": {
        "description": {
          "description": "Free text for people; reelsim ignores it.",
          "type": "string"
        },
        "golden": {
          "description": "The folder of the golden records, relative to the suite file; scenario NAME is recorded in `GOLDEN/NAME.json`.",
          "type": "string",
          "default": "golden"
        },
        "scenarios": {
          "description": "The scenarios, in report order: at least one, names unique (checked by reelsim).",
          "type": "array",
          "minItems": 1,
          "items": { "$ref": "#/$defs/scenario" }
        }
      },
      "$defs": {
        "seed": {
          "type": "integer",
          "minimum": 0,
          "maximum": 18446744073709551615
        },
        "scenario": {
          "description": "A config and the spins to run on it: seeds, targets and/or a sweep, at least one spin and at most 20000 in all (checked by reelsim).",
          "type": "object",
          "additionalProperties": false,
          "required": ["name", "config"],
          "anyOf": [
            { "required": ["seeds"], "properties": { "seeds": { "minItems": 1 } } },
            { "required": ["targets"], "properties": { "targets": { "minItems": 1 } } },
            { "required": ["sweep"] }
          ],
          "properties": {
            "name": {
              "description": "The scenario's name, also its golden's file name: 1 to 100 letters, digits, '.', '_' or '-', not starting with '.'. The pattern rejects every other ASCII character; reelsim also accepts non-ASCII letters and digits and checks them.",
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "pattern": "^[^.\\x00-\\x2C/:-@\\[-\\^`{-\\x7F][^\\x00-\\x2C/:-@\\[-\\^`{-\\x7F]*$"
            },
            "config": {
              "description": "The machine config, relative to the suite file (or absolute); it must exist and be valid (checked by reelsim).",
              "type": "string",
              "minLength": 1
            },
            "seeds": {
              "description": "One spin per seed, targets drawn from it; each 0 to 2⁶⁴−1.",
              "type": "array",
              "maxItems": 20000,
              "items": { "$ref": "#/$defs/seed" }
            },
            "targets": {
              "description": "One spin per entry, each with one target per drum (checked by reelsim).",
              "type": "array",
              "maxItems": 20000,
              "items": {
                "description": "The targets of one spin, one per drum, left to right.",
                "type": "array",
                "minItems": 1,
                "maxItems": 64,
                "items": {
                  "anyOf": [
                    {
                      "description": "A strip index, 0 to the strip's symbol count − 1 (the upper bound is checked by reelsim).",
                      "type": "integer",
                      "minimum": 0,
                      "maximum": 9999
                    },
                    {
                      "description": "A symbol name on that drum's strip (its first occurrence; checked by reelsim).",
                      "type": "string",
                      "minLength": 1
                    }
                  ]
                }
              }
            },
            "sweep": {
              "description": "A sweep: exactly one of `drum` or `\"all\": true`.",
              "type": "object",
              "additionalProperties": false,
              "if": { "required": ["all"], "properties": { "all": { "const": true } } },
              "then": { "not": { "required": ["drum"] } },
              "else": { "required": ["drum"] },
              "properties": {
                "drum": {
                  "description": "One spin per strip index of this drum (0-based, it must exist: checked by reelsim), the other drums on the targets drawn from `seed`.",
                  "type": "integer",
                  "minimum": 0,
                  "maximum": 63
                },
                "all": {
                  "description": "`true`: every combination of every drum's indices, at most 20000 spins (checked by reelsim).",
                  "type": "boolean"
                },
                "seed": {
                  "description": "The seed of the other drums' targets in a `drum` sweep, 0 to 2⁶⁴−1. Default: the config's `simulation.seed`.",
                  "$ref": "#/$defs/seed"
                }
              }
            }
          }
        }
      }
    }

    """#
}
