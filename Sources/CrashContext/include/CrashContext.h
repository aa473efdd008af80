#ifndef CRASH_CONTEXT_H
#define CRASH_CONTEXT_H

// What a run was doing when a body crashed: the view whose body was running,
// the workload, step and combination, and the temporary file being written,
// each kept per thread, so that a crash ends in one line that names them and
// leaves no temporary file behind.

/// How many times the body running on this thread wrote tracked state while
/// it ran (A15): counted by the writes, from zero at each body's start, and
/// read by the body's tracker after it returns.
extern _Thread_local int crash_context_body_wrote;

/// How many times the body running on this thread has written tracked state.
static inline int crash_context_body_writes(void) { return crash_context_body_wrote; }

/// Sets how many times the body running on this thread has written tracked state.
static inline void crash_context_set_body_writes(int writes) { crash_context_body_wrote = writes; }

/// The name of the view whose body runs on this thread, or NULL between bodies.
extern _Thread_local const char *crash_context_view;

/// Says that the body of the view named `name` (a string that lives for the
/// process) runs on this thread now; NULL when it has returned.
static inline void crash_context_enter_view(const char *name) {
    crash_context_view = name;
    if (name) crash_context_body_wrote = 0;
}

/// The view whose body runs on this thread, or NULL.
static inline const char *crash_context_current_view(void) { return crash_context_view; }



/// What this thread runs: `tally robin, property·class`; NULL or "" for nothing.
void crash_context_set_step(const char *step);

/// The workload whose `model:` closure runs on this thread, and at what size:
/// `tally at size 2`; NULL or "" when it has returned. A crash meanwhile is
/// the model's, not a view's or a step's.
void crash_context_set_model(const char *workload);

/// The script this thread runs (a fuzz script, over several lines), printed
/// after a crash's line; NULL or "" for none.
void crash_context_set_script(const char *script);

/// The temporary file this thread writes, removed if the process crashes; NULL for none.
void crash_context_set_temporary(const char *path);

/// Makes a crash (a trap, a bad access, an abort) print one line, as the
/// executable `program`, naming what the crashing thread ran and what the
/// signal says of why (a failed runtime check's message is printed by the
/// runtime in a `debug` build alone, fatalError's in both), remove its
/// temporary file, and end the process with `code`.
void crash_context_install(const char *program, int code, int debug);

/// Whether a crash asks the Swift runtime's backtracer, where one runs, what
/// failed and where: not in a sanitizer's build, whose own signal handling
/// the backtracer does not survive.
int crash_context_asks_backtracer(void);

#endif
