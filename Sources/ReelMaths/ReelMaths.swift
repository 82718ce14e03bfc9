// What a window pays and how often (Docs/modules.md). Its bounds are `ParameterRange`s, the
// vocabulary it shares with ReelMotion: re-exported, so that `import ReelMaths` (or `ReelKit`)
// sees the types its API uses.

@_exported import ReelParameters
