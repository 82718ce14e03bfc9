import ReelKit
import Testing

@testable import ReelWorkbench

/// ``SchemaGenerator`` writes a description as JSON Schema: what each ``FieldDoc`` states
/// becomes the matching keyword, a definition is written once, and the text is the same every
/// time.
@Suite struct SchemaGeneratorTests {
  static let name = ConfigShape.string.documented(
    "a name", count: FieldDoc.Count(1, 8, "characters"),
    pattern: FieldDoc.Pattern(expression: "^[A-Z]+$", words: "capital letters"),
    definition: "name")

  /// A block as a new config object would describe it: every kind of statement once.
  static let bonus = ConfigShape.object([
    (
      "prize",
      ConfigShape.number.documented(
        "the prize of one pick", range: ParameterRange(0, 1000, unit: "credits"),
        default: .number(1.0 / 240), allowed: "below the bet"), true
    ),
    (
      "picks",
      ConfigShape.array(name).documented(
        "the picks", count: FieldDoc.Count(1, 5, "picks"), unique: true), false
    ),
    ("winner", name.documented("the winning pick"), false),
    (
      "mode",
      ConfigShape.choice(["all", "some"]).documented("which picks", default: .string("all")),
      false
    ),
    (
      "count",
      ConfigShape.wholeNumber.documented(
        "`some`: how many", range: ParameterRange(1, 3, unit: ""),
        condition: FieldDoc.Condition(key: "mode", value: "some")), false
    ),
    ("seed", ConfigShape.seed.documented("the seed"), false),
    ("open", ConfigShape.boolean.documented("whether it is open", default: .boolean(true)), false),
  ]).documented("a bonus", rules: [.exactlyOne(["picks", "open"])])

  @Test func everyStatementBecomesItsKeywordAndADefinitionIsWrittenOnce() {
    var generator = SchemaGenerator()
    let body = generator.members(of: Self.bonus.bare, doc: Self.bonus.doc)
    let text = JSONWriter.writeInOrder(
      .ordered(body + [("$defs", .ordered(generator.definitions))]))
    #expect(generator.conflicts.isEmpty)
    #expect(
      text == #"""
        {
          "description": "A bonus. Allowed: exactly one of `picks` or `open`.",
          "type": "object",
          "additionalProperties": false,
          "required": ["prize"],
          "allOf": [
            {
              "oneOf": [
                {
                  "required": ["picks"],
                  "properties": {
                    "picks": {
                      "minItems": 1
                    }
                  }
                },
                {
                  "required": ["open"],
                  "properties": {
                    "open": {
                      "const": true
                    }
                  }
                }
              ]
            },
            {
              "if": {
                "properties": {
                  "mode": {
                    "const": "some"
                  }
                }
              },
              "then": {
                "properties": {
                  "count": {
                    "minimum": 1,
                    "maximum": 3
                  }
                }
              }
            }
          ],
          "properties": {
            "prize": {
              "description": "The prize of one pick. Unit: credits. Allowed: 0 … 1000; below the bet (checked by reelsim). Default: 0.004166666666666667.",
              "type": "number",
              "minimum": 0,
              "maximum": 1000,
              "default": 0.004166666666666667
            },
            "picks": {
              "description": "The picks. Allowed: 1 … 5 picks; each once.",
              "type": "array",
              "minItems": 1,
              "maxItems": 5,
              "uniqueItems": true,
              "items": {
                "$ref": "#/$defs/name"
              }
            },
            "winner": {
              "description": "The winning pick.",
              "$ref": "#/$defs/name"
            },
            "mode": {
              "description": "Which picks. Default: `all`.",
              "type": "string",
              "enum": ["all", "some"],
              "default": "all"
            },
            "count": {
              "description": "`some`: how many. Allowed: 1 … 3 with `mode` `some`.",
              "type": "integer"
            },
            "seed": {
              "description": "The seed. Allowed: 0 … 18446744073709551615.",
              "type": "integer",
              "minimum": 0,
              "maximum": 18446744073709551615
            },
            "open": {
              "description": "Whether it is open. Default: `true`.",
              "type": "boolean",
              "default": true
            }
          },
          "$defs": {
            "name": {
              "description": "A name. Allowed: 1 … 8 characters; capital letters.",
              "type": "string",
              "minLength": 1,
              "maxLength": 8,
              "pattern": "^[A-Z]+$"
            }
          }
        }

        """#)
  }

  @Test func aConditionalRangeIsStatedForItsChoiceOnly() {
    var generator = SchemaGenerator()
    let body = generator.members(of: Self.bonus.bare, doc: Self.bonus.doc)
    let written = JSONWriter.writeLine(.ordered(body))
    #expect(
      written.contains(
        #""if":{"properties":{"mode":{"const":"some"}}},"then":{"properties":{"count":{"maximum":3,"minimum":1}}}"#
      ), "\(written)")
  }

  @Test func aDefinitionWithTwoContentsIsReported() {
    let other = ConfigShape.string.documented("another name", definition: "name")
    var generator = SchemaGenerator()
    _ = generator.members(
      of: .object([("a", Self.name, false), ("b", other, false)]))
    #expect(generator.conflicts == ["$defs/name is defined twice with different contents"])
  }

  @Test func anExternalDefinitionIsReferredToByItsFile() {
    var generator = SchemaGenerator()
    generator.externals = [("machine", "config.schema.json")]
    let members = generator.members(
      of: .object([("base", ConfigShape.stringOr(.machine).documented("the base"), true)]))
    let written = JSONWriter.writeLine(.ordered(members))
    #expect(written.contains(#""else":{"$ref":"config.schema.json"}"#), "\(written)")
    #expect(written.contains(#""type":["string","object"]"#), "\(written)")
    #expect(generator.definitions.isEmpty)
  }
}
