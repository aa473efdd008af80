#include "CrashContext.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

_Thread_local const char *crash_context_view = NULL;
_Thread_local int crash_context_body_wrote = 0;
static _Thread_local char step_line[1024];
static _Thread_local char model_line[1024];
static _Thread_local char temporary_path[4096];
static _Thread_local char script_lines[4096];
static char program_name[256] = "compare";
static int exit_code = 70;
static int debug_build = 0;

static void copy(char *to, size_t size, const char *from) {
    if (from == NULL) { to[0] = 0; return; }
    size_t length = strlen(from);
    if (length >= size) length = size - 1;
    memcpy(to, from, length);
    to[length] = 0;
}

void crash_context_set_step(const char *step) { copy(step_line, sizeof step_line, step); }

void crash_context_set_model(const char *workload) { copy(model_line, sizeof model_line, workload); }

void crash_context_set_temporary(const char *path) { copy(temporary_path, sizeof temporary_path, path); }

void crash_context_set_script(const char *script) { copy(script_lines, sizeof script_lines, script); }

/// Appends `text` to `line`, which holds `*used` bytes of `size`.
static void append(char *line, size_t size, size_t *used, const char *text) {
    size_t length = strlen(text);
    if (*used + length >= size) length = size - 1 - *used;
    memcpy(line + *used, text, length);
    *used += length;
    line[*used] = 0;
}

/// What the signal says of the crash: a failed runtime check traps (an index
/// out of range, a nil unwrapped, an overflow, a precondition, fatalError),
/// and only a debug build, or fatalError, prints which on the line above.
static const char *cause(int number) {
    switch (number) {
    case SIGILL:
    case SIGTRAP:
        if (debug_build) return ": a runtime check failed; the line above says which and where";
        return ": a runtime check failed (an index out of range, a nil unwrapped, an overflow, a precondition or fatalError); "
               "a release build prints only fatalError's message, on the line above: run a debug build "
               "(swift run, without -c release) to see which check and where";
    case SIGSEGV:
    case SIGBUS: return ": a bad memory access (an unowned or unsafe reference used after its object went, or a stack too deep)";
    case SIGFPE: return ": an arithmetic fault (a division by zero)";
    default: return ": it aborted; the line above, if any, says why";
    }
}

static void on_crash(int number) {
    char line[2048];
    size_t used = 0;
    line[0] = 0;
    append(line, sizeof line, &used, program_name);
    const char *fix = "; fix the view or the step\n";
    if (model_line[0] != 0) {
        append(line, sizeof line, &used, ": the model: closure of workload ");
        append(line, sizeof line, &used, model_line);
        append(line, sizeof line, &used, " crashed");
        fix = "; fix the model\n";
    } else {
        if (crash_context_view != NULL) {
            append(line, sizeof line, &used, ": the body of ");
            append(line, sizeof line, &used, crash_context_view);
            append(line, sizeof line, &used, " crashed");
        } else {
            append(line, sizeof line, &used, ": the run crashed");
        }
        if (step_line[0] != 0) {
            append(line, sizeof line, &used, " (");
            append(line, sizeof line, &used, step_line);
            append(line, sizeof line, &used, ")");
        }
    }
    append(line, sizeof line, &used, cause(number));
    append(line, sizeof line, &used, fix);
    ssize_t written = write(STDERR_FILENO, line, used);
    (void)written;
    if (script_lines[0] != 0) {
        written = write(STDERR_FILENO, script_lines, strlen(script_lines));
        written = write(STDERR_FILENO, "\n", 1);
        (void)written;
    }
    if (temporary_path[0] != 0) unlink(temporary_path);
    _exit(exit_code);
}

void crash_context_install(const char *program, int code, int debug) {
    copy(program_name, sizeof program_name, program);
    exit_code = code;
    debug_build = debug;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_crash;
    sigemptyset(&action.sa_mask);
    int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &action, NULL);
}
