#include "MainActorHooks.h"
#include <dlfcn.h>
#include <stddef.h>

// The Swift runtime's hooks, in its calling convention: each takes the
// runtime's own implementation as its last argument.
#define SWIFTCC __attribute__((swiftcall))
typedef SWIFTCC main_actor_executor (*get_main_original)(void);
typedef SWIFTCC main_actor_executor (*get_main_hook)(get_main_original original);
typedef SWIFTCC void (*enqueue_original)(void *job);
typedef SWIFTCC void (*enqueue_hook)(void *job, enqueue_original original);
typedef SWIFTCC void (*delay_original)(unsigned long long delay, void *job);
typedef SWIFTCC void (*delay_hook)(unsigned long long delay, void *job, delay_original original);
typedef SWIFTCC void (*deadline_original)(long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job);
typedef SWIFTCC void (*deadline_hook)(
    long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job, deadline_original original);
typedef SWIFTCC void (*enqueue_on)(void *job, const void *identity, uintptr_t implementation);
typedef SWIFTCC void (*check_original)(main_actor_executor executor);
typedef SWIFTCC void (*check_hook)(main_actor_executor executor, check_original original);

static _Thread_local main_actor_executor standing_in;
static enqueue_on enqueue;
static bool installed;

static SWIFTCC main_actor_executor main_executor(get_main_original original) {
    return standing_in.identity ? standing_in : original();
}

static SWIFTCC void enqueue_global(void *job, enqueue_original original) {
    if (standing_in.identity) {
        enqueue(job, standing_in.identity, standing_in.implementation);
    } else {
        original(job);
    }
}

// A clock's delay never ends while the thread stands in: the job is kept by no one.
static SWIFTCC void enqueue_delayed(unsigned long long delay, void *job, delay_original original) {
    if (!standing_in.identity) original(delay, job);
}

static SWIFTCC void enqueue_at_deadline(
    long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job, deadline_original original) {
    if (!standing_in.identity) original(sec, nsec, tsec, tnsec, clock, job);
}

// A runtime that asks whether code runs on the main actor (an older one, whose
// main executor cannot be replaced) is told yes on a thread that stands in.
static SWIFTCC void check_isolated(main_actor_executor executor, check_original original) {
    if (!standing_in.identity) original(executor);
}

__attribute__((constructor)) static void install(void) {
    check_hook *check = dlsym(RTLD_DEFAULT, "swift_task_checkIsolated_hook");
    if (check && !*check) *check = check_isolated;
    get_main_hook *main = dlsym(RTLD_DEFAULT, "swift_task_getMainExecutor_hook");
    enqueue_hook *global = dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobal_hook");
    delay_hook *delayed = dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobalWithDelay_hook");
    deadline_hook *deadline = dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobalWithDeadline_hook");
    enqueue = (enqueue_on)dlsym(RTLD_DEFAULT, "swift_task_enqueue");
    if (!main || !global || !delayed || !deadline || !enqueue) return;
    // Another library's hooks are left as they are.
    if (*main || *global || *delayed || *deadline) return;
    *main = main_executor;
    *global = enqueue_global;
    *delayed = enqueue_delayed;
    *deadline = enqueue_at_deadline;
    installed = true;
}

main_actor_executor main_actor_stand_in(main_actor_executor executor) {
    main_actor_executor previous = standing_in;
    // Where the runtime took no hook to route by it, it still answers isolation checks.
    standing_in = executor;
    return previous;
}

bool main_actor_stands_in(const void *identity) {
    return identity != NULL && standing_in.identity == identity;
}

bool main_actor_hooks_installed(void) {
    return installed;
}

// The main queue's blocks, on a thread that stands in for the main actor.

struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *block);
};

static main_actor_block_taker block_taker;
static void *(*copy_block)(const void *block);
static void (*release_block)(const void *block);

void main_actor_take_main_queue_blocks(main_actor_block_taker taker) {
    copy_block = (void *(*)(const void *))dlsym(RTLD_DEFAULT, "_Block_copy");
    release_block = (void (*)(const void *))dlsym(RTLD_DEFAULT, "_Block_release");
    if (copy_block && release_block) block_taker = taker;
}

void main_actor_run_block(void *block) {
    ((struct block_layout *)block)->invoke(block);
    release_block(block);
}

#if defined(__linux__)
typedef void (*dispatch_async_function)(void *queue, void *block);
typedef void (*dispatch_after_function)(uint64_t when, void *queue, void *block);

// dispatch_async, as libdispatch's, but for a block sent to the main queue by
// a thread that stands in for the main actor: that one runs there.
void dispatch_async(void *queue, void *block) {
    static dispatch_async_function original;
    static void *main_queue;
    if (!original) {
        main_queue = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
        original = (dispatch_async_function)dlsym(RTLD_NEXT, "dispatch_async");
    }
    if (standing_in.identity && block_taker && queue == main_queue) {
        block_taker(copy_block(block));
        return;
    }
    original(queue, block);
}

// A block sent to the main queue for later never comes due while the thread
// stands in: no clock runs within a step.
void dispatch_after(uint64_t when, void *queue, void *block) {
    static dispatch_after_function original;
    static void *main_queue;
    if (!original) {
        main_queue = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
        original = (dispatch_after_function)dlsym(RTLD_NEXT, "dispatch_after");
    }
    if (standing_in.identity && block_taker && queue == main_queue) return;
    original(when, queue, block);
}
#endif
