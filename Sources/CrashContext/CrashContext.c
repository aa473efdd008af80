#include "CrashContext.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
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
/// The handlers in place before ours, by signal: the Swift runtime's backtracer
/// where it runs (Linux, unless SWIFT_BACKTRACE turns it off).
static struct sigaction previous[65];
/// Where the backtracer's report is caught to be read: made when installed.
static char report_path[512];
/// The backtracer's report, read back after it wrote it.
static char report[65536];
/// What the report says failed (`arithmetic overflow`), and in which function at
/// which line of the user's code.
static char failure[256];
static char place[1536];
/// Whether this is a sanitizer's build (SwiftPM's `--sanitize` builds C
/// targets with it too): the sanitizer's own signal handling makes the
/// backtracer crash the process anew (SIGSEGV) or hang, so none is asked.
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define CRASH_CONTEXT_SANITIZED 1
#endif
#endif
#ifndef CRASH_CONTEXT_SANITIZED
#define CRASH_CONTEXT_SANITIZED 0
#endif
static const int sanitized = CRASH_CONTEXT_SANITIZED;

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

/// Copies the `length` bytes at `from` to `to`, of `size`, as a string.
static void copy_span(char *to, size_t size, const char *from, size_t length) {
    if (length >= size) length = size - 1;
    memcpy(to, from, length);
    to[length] = 0;
}

/// Reads the backtracer's report: the runtime's failure, if it names one
/// (`*** Swift runtime failure: arithmetic overflow ***`), and the crashed
/// thread's first frame in code with a source line that is not the system's:
/// `  1   0x… pick(_:_:) + 19 in compare at /path/Row.swift:12:5`.
static void read_report(void) {
    const char *start = strstr(report, "*** Swift runtime failure: ");
    if (start != NULL) {
        start += strlen("*** Swift runtime failure: ");
        const char *end = strstr(start, " ***");
        if (end != NULL) copy_span(failure, sizeof failure, start, (size_t)(end - start));
    }
    const char *thread = strstr(report, " crashed:\n");
    if (thread == NULL) return;
    int first = 1;
    for (const char *line = strchr(thread, '\n'); line != NULL && line[1] != 0; line = strchr(line + 1, '\n')) {
        const char *text = line + 1;
        const char *end = strchr(text, '\n');
        if (end == NULL) end = text + strlen(text);
        if (end == text) { if (first) continue; else break; }
        size_t length = (size_t)(end - text);
        char frame[1024];
        copy_span(frame, sizeof frame, text, length);
        // The function, after the address: `pick(_:_:) + 19 in compare at /…`.
        char *address = strstr(frame, " 0x");
        if (address == NULL) continue;
        char *name = strchr(address + 1, ' ');
        if (name == NULL) continue;
        while (*name == ' ') name++;
        char *at = strstr(name, " at /");
        // The first frame, in the runtime, says what stopped: the runtime's
        // fatal error, which printed its message on the line above (fatalError
        // in any build, a failed check in a debug one), or an array's subscript
        // whose check failed in a release build.
        if (first && failure[0] == 0) {
            if (strncmp(name, "_assertionFailure", 17) == 0 || strncmp(name, "_fatalErrorMessage", 18) == 0)
                copy(failure, sizeof failure, "fatal error");
            else if (strstr(name, "Array") != NULL && strstr(name, "subscript") != NULL)
                copy(failure, sizeof failure, "index out of range");
        }
        first = 0;
        if (at == NULL || strstr(frame, "[system]") != NULL || strstr(frame, "<compiler-generated>") != NULL) continue;
        // The image's name follows the last ` in ` before ` at `; a function's
        // name may hold ` in ` of its own (`closure #1 in Row.body.getter`).
        char *in = NULL;
        for (char *found = strstr(name, " in "); found != NULL && found < at; found = strstr(found + 1, " in ")) in = found;
        if (in == NULL) continue;
        *in = 0;
        char *offset = strstr(name, " + ");
        if (offset != NULL) *offset = 0;
        if (strncmp(name, "specialized ", 12) == 0) name += 12;
        size_t used = 0;
        place[0] = 0;
        append(place, sizeof place, &used, " in ");
        append(place, sizeof place, &used, name);
        append(place, sizeof place, &used, " at ");
        append(place, sizeof place, &used, at + 4);
        return;
    }
}

/// Lets the runtime's backtracer, where one runs, report the crash into a file
/// of its own, and reads from it what failed and where.
static void ask_backtracer(int number, siginfo_t *info, void *context) {
    const struct sigaction *runtime = &previous[number];
    if (sanitized || report_path[0] == 0 || !(runtime->sa_flags & SA_SIGINFO) || runtime->sa_sigaction == NULL) return;
    int file = open(report_path, O_CREAT | O_TRUNC | O_RDWR | O_CLOEXEC, 0600);
    if (file < 0) return;
    // Kept apart from the backtracer it starts, which must not hold the
    // process's own output open after the process is gone.
    int out = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0), error = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0);
    dup2(file, STDOUT_FILENO);
    dup2(file, STDERR_FILENO);
    runtime->sa_sigaction(number, info, context);
    if (out >= 0) { dup2(out, STDOUT_FILENO); close(out); }
    if (error >= 0) { dup2(error, STDERR_FILENO); close(error); }
    ssize_t length = pread(file, report, sizeof report - 1, 0);
    close(file);
    unlink(report_path);
    report[length > 0 ? length : 0] = 0;
    read_report();
}

/// What the signal, and the backtracer's report where there is one, say of the
/// crash: a failed runtime check traps (an index out of range, a nil
/// unwrapped, an overflow, a precondition, fatalError); a debug build prints
/// which on the line above, a release build fatalError's message alone.
static void append_cause(char *line, size_t size, size_t *used, int number) {
    switch (number) {
    case SIGILL:
    case SIGTRAP:
        if (strcmp(failure, "fatal error") == 0) {
            append(line, size, used, ": it stopped on a fatal error");
            append(line, size, used, place);
            append(line, size, used, "; the line above says why");
            return;
        }
        if (place[0] != 0) {
            append(line, size, used, ": a runtime check failed");
            if (failure[0] != 0) {
                append(line, size, used, " (");
                append(line, size, used, failure);
                append(line, size, used, ")");
            } else if (debug_build) {
                append(line, size, used, " (the line above says which)");
            }
            append(line, size, used, place);
            return;
        }
        if (debug_build) { append(line, size, used, ": a runtime check failed; the line above says which and where"); return; }
        append(line, size, used,
            ": a runtime check failed (an index out of range, a nil unwrapped, an overflow, a precondition or fatalError); "
            "a release build prints only fatalError's message, on the line above: run a debug build "
            "(swift run, without -c release) to see which check and where");
        return;
    case SIGSEGV:
    case SIGBUS:
        append(line, size, used, ": a bad memory access (an unowned or unsafe reference used after its object went, or a stack too deep)");
        break;
    case SIGFPE: append(line, size, used, ": an arithmetic fault (a division by zero)"); break;
    default: append(line, size, used, ": it aborted; the line above, if any, says why"); break;
    }
    append(line, size, used, place);
}

static void on_crash(int number, siginfo_t *info, void *context) {
    ask_backtracer(number, info, context);
    char line[4096];
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
    append_cause(line, sizeof line, &used, number);
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
    action.sa_sigaction = on_crash;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    // The backtracer's report is caught in a file named for this process.
    const char *folder = getenv("TMPDIR");
    if (folder == NULL || folder[0] == 0 || strlen(folder) > 400) folder = "/tmp";
    char number[24];
    int digits = 0;
    for (unsigned long pid = (unsigned long)getpid(); pid > 0 || digits == 0; pid /= 10) number[digits++] = (char)('0' + pid % 10);
    size_t used = 0;
    append(report_path, sizeof report_path, &used, folder);
    append(report_path, sizeof report_path, &used, "/compare-crash-");
    for (int i = digits - 1; i >= 0; i--) { char digit[2] = {number[i], 0}; append(report_path, sizeof report_path, &used, digit); }
    int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction before;
        sigaction(signals[i], &action, &before);
        // Installed twice, ours is no runtime to ask.
        if (!((before.sa_flags & SA_SIGINFO) && before.sa_sigaction == on_crash)) previous[signals[i]] = before;
    }
}

int crash_context_asks_backtracer(void) { return !sanitized; }
