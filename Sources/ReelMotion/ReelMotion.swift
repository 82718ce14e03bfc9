// What moves and when (Docs/modules.md). Its checks return `ParameterIssue`s against
// `ParameterRange`s, the vocabulary it shares with ReelMaths: re-exported, so that
// `import ReelMotion` (or `ReelKit`) sees the types its API uses.

@_exported import ReelParameters
