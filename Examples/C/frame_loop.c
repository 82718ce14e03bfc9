/*
 * frame_loop.c — a game's frame loop in C over ReelKit's C ABI (include/reelkit.h).
 *
 * Loads a machine from its JSON spec, starts a spin to the targets given (one strip index
 * per drum), then, as a game would at 60 frames a second, advances the spin to each frame's
 * time, reports the events of the frame and draws every drum (here: prints its position).
 * A slam ("stop now") may be pressed before frame N. Every real number is printed as its
 * IEEE 754 bit pattern in hexadecimal, so that a test can compare it with the Swift model
 * bit for bit (Tests/ReelWorkbenchTests/CLibraryTests.swift).
 *
 *   cc -std=c11 -I include Examples/C/frame_loop.c -L .build/debug -lreelkit -o frame_loop
 *   ./frame_loop MACHINE.json TARGET... [slam=FRAME]
 *
 * Output lines: `event FRAME TICK TIME DRUM KIND A B`, `frame FRAME TIME` then per drum
 * `drum D PHASE TRAVEL OFFSET VELOCITY RESTING`, and at the end `state S` and `stops K...`.
 * Exit codes: 0 done, 64 usage, 65 a machine or spin the library refuses (its one-line
 * message on stderr), 66 the machine file cannot be read.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reelkit.h"

/* The frames a spin may take before the example gives up (the machine's watchdog ends a
 * spin long before). */
#define MAX_FRAMES 100000
#define FRAMES_PER_SECOND 60.0

static void print_bits(double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  printf(" %016" PRIx64, bits);
}

/* Prints the `count` events the last call left in the output buffer. */
static void print_events(long frame, int32_t count) {
  const double *events = rk_output_ptr();
  for (int32_t i = 0; i < count; i++) {
    const double *event = events + (size_t)i * RK_EVENT_FIELDS;
    printf("event %ld %.0f", frame, event[0]);
    print_bits(event[1]);
    printf(" %.0f %.0f", event[2], event[3]);
    print_bits(event[4]);
    print_bits(event[5]);
    printf("\n");
  }
}

static int fail(const char *what) {
  fprintf(stderr, "frame_loop: %s: %s\n", what, rk_last_error());
  return 65;
}

/* The whole file at `path`, or NULL. */
static uint8_t *read_file(const char *path, long *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  uint8_t *bytes = NULL;
  if (fseek(file, 0, SEEK_END) == 0 && (*length = ftell(file)) >= 0 && *length < INT32_MAX &&
      fseek(file, 0, SEEK_SET) == 0 && (bytes = malloc((size_t)*length + 1)) != NULL &&
      fread(bytes, 1, (size_t)*length, file) != (size_t)*length) {
    free(bytes);
    bytes = NULL;
  }
  fclose(file);
  return bytes;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: frame_loop MACHINE.json TARGET... [slam=FRAME]\n");
    return 64;
  }
  if (rk_abi_version() != RK_ABI_VERSION) {
    fprintf(stderr, "frame_loop: the library's ABI is %d, this program's %d\n",
            (int)rk_abi_version(), RK_ABI_VERSION);
    return 69;
  }
  long length = 0;
  uint8_t *json = read_file(argv[1], &length);
  if (!json) {
    fprintf(stderr, "frame_loop: %s: cannot be read\n", argv[1]);
    return 66;
  }
  int32_t machine = rk_machine_load_json(json, (int32_t)length);
  free(json);
  if (machine == RK_ERROR) return fail(argv[1]);

  int32_t targets[64];
  int32_t target_count = 0;
  long slam_frame = -1;
  for (int i = 2; i < argc; i++) {
    int slam = strncmp(argv[i], "slam=", 5) == 0;
    const char *digits = slam ? argv[i] + 5 : argv[i];
    char *end = NULL;
    long value = strtol(digits, &end, 10);
    if (end == digits || *end != '\0' || value < (slam ? 1 : 0) || value > INT32_MAX) {
      fprintf(stderr, "frame_loop: %s: not allowed (allowed: a whole number %s ... %ld)\n",
              argv[i], slam ? "slam=1" : "0", (long)INT32_MAX);
      return 64;
    }
    if (slam) {
      slam_frame = value;
    } else if (target_count == 64) {
      fprintf(stderr, "frame_loop: %s: more than 64 targets\n", argv[i]);
      return 64;
    } else {
      targets[target_count++] = (int32_t)value;
    }
  }

  int32_t run = rk_run_start(machine, targets, target_count, NULL, 0, NULL, 0);
  if (run == RK_ERROR) return fail("spin");
  print_events(0, rk_run_start_events(run));

  long frame = 0;
  while (rk_run_state(run) == RK_RUN_RUNNING && frame < MAX_FRAMES) {
    frame += 1;
    if (frame == slam_frame) print_events(frame, rk_run_slam(run, 0, NULL, -1));
    double seconds = (double)frame / FRAMES_PER_SECOND;
    int32_t events = rk_run_advance(run, seconds);
    if (events == RK_ERROR) return fail("advance");
    print_events(frame, events);
    int32_t drums = rk_run_sample(run, seconds);
    if (drums == RK_ERROR) return fail("sample");
    const double *frames = rk_output_ptr();
    printf("frame %ld", frame);
    print_bits(seconds);
    printf("\n");
    for (int32_t d = 0; d < drums; d++) {
      const double *drum = frames + (size_t)d * RK_FRAME_FIELDS;
      printf("drum %.0f %.0f", drum[0], drum[2]);
      print_bits(drum[3]);
      print_bits(drum[4]);
      print_bits(drum[5]);
      printf(" %.0f\n", drum[6]);
    }
  }
  printf("state %d\n", (int)rk_run_state(run));
  int32_t drums = rk_run_sample(run, rk_run_time(run));
  const double *frames = rk_output_ptr();
  printf("stops");
  for (int32_t d = 0; d < drums; d++) printf(" %.0f", frames[(size_t)d * RK_FRAME_FIELDS + 6]);
  printf("\n");
  rk_run_free(run);
  rk_machine_free(machine);
  return 0;
}
