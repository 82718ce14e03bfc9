/*
 * reelkit.h — ReelKit's C ABI: the deterministic reel model (planner, drum simulator,
 * frame loop, pays, tumble, cluster and cascade chains) for hosts that are not Swift.
 *
 * One set of exports, two builds of the same Swift sources (Sources/ReelKitWasm):
 *   - the WebAssembly module (Scripts/build-wasm.sh → reelkit.wasm, Studio/reelkit.mjs);
 *   - a native library, SwiftPM products `reelkit` (shared: libreelkit.so) and
 *     `reelkit-static` (static: libreelkit-static.a): `swift build --product reelkit`.
 * Both give the same numbers bit for bit as the Swift model (Docs/c-abi.md).
 *
 * Conventions
 *   - Every function that can fail returns RK_ERROR (-1); rk_last_error() then holds one
 *     line naming the field (a JSON path such as `drums[1].motion.profile`) and what is
 *     allowed. Nothing a host passes may crash the library: counts, handles, indexes and
 *     numbers are checked. Functions returning void ignore an unknown handle.
 *   - Handles (machines, spins, paytables, chains, …) are whole numbers ≥ 0; free each one
 *     with its rk_*_free. A freed handle's number may be given to a later object.
 *   - Results come back in the output buffer: rk_output_ptr() points at the doubles the last
 *     call wrote (the count is the call's return value, or as documented). The buffer is
 *     8-byte aligned, valid after every call, and may MOVE when a call writes more numbers
 *     than ever before: read rk_output_ptr() again after each call and copy what you keep.
 *   - Numbers in records are doubles: whole numbers exactly, absent whole numbers -1,
 *     absent reals NaN, names as indexes into the lists of rk_layout().
 *   - Text in is UTF-8 with a byte length (no NUL needed); symbol names in Unicode's NFC form
 *     (the library compares names by their bytes).
 *   - Not thread-safe: the library keeps one state (handles, buffers) per process (per
 *     module instance in WebAssembly). Call it from one thread at a time.
 *   - Seeds are 64-bit, passed as two halves: seed = high·2³² + low.
 */
#ifndef REELKIT_H
#define REELKIT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header's ABI; rk_abi_version() must return the same number. */
#define RK_ABI_VERSION 1

/* What a failing call returns; rk_last_error() then says why. */
#define RK_ERROR (-1)

/* rk_run_state: a spin driven frame by frame. */
#define RK_RUN_RUNNING 0  /* drums still move */
#define RK_RUN_FINISHED 1 /* every drum at rest */
#define RK_RUN_WATCHDOG 2 /* ended by the machine's maxDuration */

/* Numbers per record entry (names in rk_layout(): "frame", "event", "sample"). */
#define RK_FRAME_FIELDS 7  /* drum, time, phase, travel, offset, velocity, restingIndex */
#define RK_EVENT_FIELDS 6  /* tick, time, drum (-1: machine), kind, a, b */
#define RK_SAMPLE_FIELDS 6 /* tick, phase, travel, offset, velocity, acceleration */
#define RK_RESULT_FIELDS 27 /* a drum's result in a spin record: layout "result" */

/* Event kinds (an event's `kind`; layout "eventKinds"). */
enum rk_event_kind {
  RK_EVENT_STARTED = 0,
  RK_EVENT_REACHED_CRUISE = 1,
  RK_EVENT_STOP_REQUESTED = 2,
  RK_EVENT_BRAKING_STARTED = 3, /* a: target, b: braking distance (pt) */
  RK_EVENT_WINDOW_MISSED = 4,   /* a: count */
  RK_EVENT_REACHED_TARGET = 5,
  RK_EVENT_SETTLED = 6,
  RK_EVENT_ALL_STOPPED = 7,
  RK_EVENT_SLAMMED = 8,
  RK_EVENT_RESULT_ARRIVED = 9,  /* a: target */
  RK_EVENT_ANTICIPATION_STARTED = 10
};

/* Drum phases (a frame's or sample's `phase`; layout "phases"). */
enum rk_phase {
  RK_PHASE_IDLE = 0,
  RK_PHASE_WINDING_BACK = 1,
  RK_PHASE_ACCELERATING = 2,
  RK_PHASE_CRUISING = 3,
  RK_PHASE_BRAKING = 4,
  RK_PHASE_SETTLING = 5,
  RK_PHASE_STOPPED = 6
};

/* ---- Library, memory, buffers, errors ------------------------------------------------ */

/* The ABI version of the library loaded (compare with RK_ABI_VERSION). */
int32_t rk_abi_version(void);

/* The last failure's message: one line, NUL-terminated UTF-8, "" before any failure.
 * Valid until the next failing call. */
const char *rk_last_error(void);

/* Memory for inputs (8-byte aligned; NULL when bytes < 0) and its release. A native host may
 * pass its own memory instead; a WebAssembly host must use these. */
void *rk_alloc(int32_t bytes);
void rk_free(void *pointer);

/* The output buffer (see Conventions). */
const double *rk_output_ptr(void);

/* The text buffer: the last error (NUL-terminated) or the text rk_layout() and
 * rk_cluster_symbols() put there (their return value is its length; no NUL). */
const uint8_t *rk_text_ptr(void);

/* The record layout as JSON in the text buffer (field names of every record, the lists that
 * name indexes: phases, eventKinds, methods, profiles, strategies, controls, …); returns its
 * length. */
int32_t rk_layout(void);

/* ---- Machines ------------------------------------------------------------------------ */

/* Loads a machine from its JSON spec — ReelKit's MachineSpec as JSON: what a snapshot's
 * `machine.spec` holds (`reelsim simulate --save-at 0 --snapshot spin.json`) and what
 * reelkit.mjs's kit.load() takes — `length` bytes of UTF-8. Fields: name, clock.timeStep,
 * maxDuration, drums[i].{startIndex, startDelay, stopRequestTime, geometry.{strip,
 * symbolHeight, visibleRows, resultRow?, segmentWidths?}, motion.{profile, strategy,
 * cruiseSpeed, acceleration, maxDeceleration, windBackDistance, windBackTime, overshoot,
 * settleTime, maxSpeedAdjust, brakeTime?, slowSpeed, slowZone, stopTolerance,
 * minimumRevolutions}} (? = may be missing); other keys are ignored. Checked as the Swift
 * model checks a machine. Returns the machine's handle, or RK_ERROR with one line such as
 * `drums[0].geometry.visibleRows: 0.0 is not allowed (allowed: a whole number 1 ... 1000)`
 * or `JSON: line 3, column 7: expected ',' or '}'`. */
int32_t rk_machine_load_json(const uint8_t *json, int32_t length);

/* Loads a machine from its compact description (Sources/ReelKitWasm/CompactMachine.swift:
 * the same fields as numbers in order and names as text lines), as reelkit.mjs writes it.
 * Returns the machine's handle or RK_ERROR. */
int32_t rk_machine_load(const double *numbers, int32_t count, const uint8_t *text,
                        int32_t text_length);

/* Loads machine `handle` again with motion edits (CompactEdit.swift: layers of the layout's
 * `settings`, machine-wide and per drum); returns the new machine's handle. The output
 * buffer holds, per drum, every `settings` field as the drum spins, then startDelay and
 * stopRequestTime. */
int32_t rk_machine_edit(int32_t handle, const double *numbers, int32_t count);

/* Forgets a machine. */
void rk_machine_free(int32_t handle);

/* Draws one target per drum from a seed, as `reelsim simulate --seed` does, into the output
 * buffer: with stop weights when weight_count is not -1 (every drum's weights one after the
 * other, one whole number in 1 … 1000000 per strip stop), else uniformly. Returns the drum
 * count. */
int32_t rk_random_targets(int32_t machine, uint32_t seed_high, uint32_t seed_low,
                          const int32_t *weights, int32_t weight_count);

/* ---- Spins ------------------------------------------------------------------------------
 * Targets: one strip index per drum (target_count = the drum count), or target_count -1 for
 * a result revealed later (a controls script's resultAt). Controls: a compact SpinControls
 * script (CompactControls.swift: slam, quickenAt, quickenFactor, resultAt, minimumSpinTime,
 * presses, skillStop, anticipation), or control_count 0 and text_length 0 for none. */

/* Runs a whole spin; its record goes to the output buffer (SpinRecord.swift): drums, events,
 * traces (0/1), watchdog tick, spin tick; the targets (where the drums rest); per drum
 * RK_RESULT_FIELDS numbers; per event RK_EVENT_FIELDS; with traces (records_trace ≠ 0) per
 * drum the sample count and samples of RK_SAMPLE_FIELDS; then per drum its splice. Returns
 * the record's length. */
int32_t rk_spin(int32_t machine, const int32_t *targets, int32_t target_count,
                const double *controls, int32_t control_count, const uint8_t *control_text,
                int32_t control_text_length, int32_t records_trace);

/* Starts a spin driven frame by frame (the host's frame loop); returns the spin's handle. */
int32_t rk_run_start(int32_t machine, const int32_t *targets, int32_t target_count,
                     const double *controls, int32_t control_count,
                     const uint8_t *control_text, int32_t control_text_length);

/* The events of tick 0 (RK_EVENT_FIELDS each) into the output buffer; returns their number.
 * Call once, right after rk_run_start. */
int32_t rk_run_start_events(int32_t run);

/* Steps the spin until its time is at or after `seconds` (finite); the events of those ticks
 * (RK_EVENT_FIELDS each, in order) go to the output buffer; returns their number. */
int32_t rk_run_advance(int32_t run, double seconds);

/* Every drum at `seconds` (RK_FRAME_FIELDS each; `offset` is the drum's position along its
 * strip in points, exactly k·symbolHeight at rest on symbol k) into the output buffer;
 * returns the drum count. */
int32_t rk_run_sample(int32_t run, double seconds);

/* The cells each drum draws at `seconds` on a variable-row machine (per drum: cell count,
 * seam (NaN: none), then index, position, height per cell); returns the count of numbers. */
int32_t rk_run_cells(int32_t run, double seconds);

/* RK_RUN_RUNNING, RK_RUN_FINISHED or RK_RUN_WATCHDOG; RK_ERROR for no such spin. */
int32_t rk_run_state(int32_t run);

/* The spin's current time in seconds (NaN for no such spin). */
double rk_run_time(int32_t run);

/* Live controls; each returns the number of events it caused (in the output buffer).
 * Slam: the drums listed (count -1: all), instant 0 or 1. Press: a drum's stop button under
 * a skill-stop rule (max_slip symbols, time_limit seconds). Quicken: 0 < factor ≤ 1. */
int32_t rk_run_slam(int32_t run, int32_t instant, const int32_t *drums, int32_t count);
int32_t rk_run_press(int32_t run, int32_t drum, int32_t max_slip, double time_limit);
int32_t rk_run_quicken(int32_t run, double factor);

/* Forgets a spin. */
void rk_run_free(int32_t run);

/* ---- Pays ------------------------------------------------------------------------------ */

/* Loads a paytable (CompactPaytable.swift: lines or ways, pays, wilds, scatters, free spins)
 * for windows of its drum and row count; returns its handle. */
int32_t rk_paytable_load(const double *numbers, int32_t count, const uint8_t *text,
                         int32_t text_length);

/* Evaluates a window (one symbol index per cell, drum by drum, top row first; -1: a symbol
 * the paytable does not name): the record is the total pay, the win count, per win `line`,
 * `symbol`, `count`, `pay`, `multiplier`, `ways`, then scatters and free spins awarded (-1,
 * -1 without a feature). Returns the record's length. */
int32_t rk_pays(int32_t paytable, const int32_t *window, int32_t count);

/* Forgets a paytable. */
void rk_paytable_free(int32_t paytable);

/* ---- Variable rows (Megaways) ---------------------------------------------------------- */

/* Gives a machine its row weights and top drum (CompactRows.swift); returns the drum count. */
int32_t rk_machine_rows(int32_t machine, const double *numbers, int32_t count,
                        const uint8_t *text, int32_t text_length);

/* Draws rows, stops and the top stop from a seed (2·drums + 1 numbers); returns the count. */
int32_t rk_random_spin(int32_t machine, uint32_t seed_high, uint32_t seed_low,
                       const int32_t *weights, int32_t weight_count);

/* The machine of one spin showing `rows` after `previous` rows; returns its handle. */
int32_t rk_machine_with_rows(int32_t machine, const int32_t *rows, int32_t row_count,
                             const int32_t *previous, int32_t previous_count);

/* ---- Tumble, cluster and cascade chains ------------------------------------------------ */

/* Plays a tumble chain from `stops` paying by `paytable`, starting at start_tick; numbers:
 * gravity, restitution, fallDelay, columnStagger, maxTumbles. Returns a chain handle. */
int32_t rk_tumble_play(int32_t machine, int32_t paytable, const double *numbers,
                       int32_t count, const int32_t *stops, int32_t stop_count,
                       int32_t start_tick);

/* The whole chain's record (TumbleRecord.swift) into the output buffer; returns its length. */
int32_t rk_tumble_chain(int32_t chain);

/* The cells a chain draws at `tick` (0 … 10⁹); returns the count of numbers. */
int32_t rk_tumble_cells(int32_t chain, int32_t tick);

/* Forgets a chain (tumble, cluster or cascade). */
void rk_tumble_free(int32_t chain);

/* Loads a cluster grid (CompactCluster.swift) on a machine; returns the grid's handle. */
int32_t rk_cluster_load(int32_t machine, const double *numbers, int32_t count,
                        const uint8_t *text, int32_t text_length);

/* The grid's symbols, one a line, into the text buffer; returns the text's length. */
int32_t rk_cluster_symbols(int32_t grid);

/* Plays a cluster chain from `stops`; the fill's cells are drawn from the seed (the fill's
 * own when seed_is_spin is 0, else the spin's). Returns a chain handle. */
int32_t rk_cluster_play(int32_t grid, const int32_t *stops, int32_t stop_count,
                        int32_t start_tick, uint32_t seed_high, uint32_t seed_low,
                        int32_t seed_is_spin);

/* The chain's clusters (ClusterRecord.swift) into the output buffer; returns the length. */
int32_t rk_cluster_record(int32_t chain);

/* Forgets a cluster grid. */
void rk_cluster_free(int32_t grid);

/* Plays the cascade chain of a variable-row machine (with rk_machine_rows) from `outcome`
 * (rows, stops, top stop or -1); numbers (12): the tumble block and its multiplier, then
 * inFreeSpins and cascadesBefore. Returns a chain handle. */
int32_t rk_cascade_play(int32_t machine, int32_t paytable, const double *numbers,
                        int32_t count, const int32_t *outcome, int32_t outcome_count,
                        int32_t start_tick);

/* What variable rows add to a cascade chain (rows, stops, heights, multipliers) into the
 * output buffer; returns its length. */
int32_t rk_cascade_record(int32_t chain);

/* ---- Hold and win ---------------------------------------------------------------------- */

/* Loads a hold-and-win feature (CompactHoldAndWin.swift) on a cell-reel machine; returns
 * its handle. */
int32_t rk_hnw_load(int32_t machine, const double *numbers, int32_t count,
                    const uint8_t *text, int32_t text_length);

/* Plays a round from the held cells (one 0/1 flag per cell) and a seed; returns the
 * round's handle. */
int32_t rk_hnw_play(int32_t feature, const int32_t *held, int32_t held_count,
                    uint32_t seed_high, uint32_t seed_low, int32_t seed_is_spin,
                    int32_t records_trace);

/* The whole round's record into the output buffer; returns its length. */
int32_t rk_hnw_round(int32_t round);

/* The round's frame at `seconds` (not before the previous frame's); returns its length. */
int32_t rk_hnw_frame(int32_t round, double seconds);

/* Forgets a round; forgets a feature. */
void rk_hnw_round_free(int32_t round);
void rk_hnw_free(int32_t feature);

/* ---- Wild motion ----------------------------------------------------------------------- */

/* Plans walking and expanding wilds (WildMotionExports.swift); returns the motion's handle. */
int32_t rk_wild_motion_plan(const double *numbers, int32_t count);

/* The whole motion's record; returns its length. */
int32_t rk_wild_motion_record(int32_t motion);

/* The motion's cells at `tick`; returns the count of numbers. */
int32_t rk_wild_motion_sample(int32_t motion, int32_t tick);

/* Forgets a wild motion. */
void rk_wild_motion_free(int32_t motion);

#ifdef __cplusplus
}
#endif

#endif /* REELKIT_H */
