// The vocabulary both halves of the model check their values with (Docs/modules.md): a
// numeric field's allowed range (`ParameterRange`) and one broken rule (`ParameterIssue`).
// Public, as apps read them; re-exported by ReelMotion, ReelMaths and the ReelKit umbrella.
// Imports nothing, does no I/O, and is built with Embedded Swift like the rest of the model.
