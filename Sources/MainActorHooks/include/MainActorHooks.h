#ifndef MAIN_ACTOR_HOOKS_H
#define MAIN_ACTOR_HOOKS_H

#include <stdbool.h>
#include <stdint.h>

/// A serial executor as the Swift runtime passes one: its object and its
/// witness table with flags. A null identity is no executor.
typedef struct {
    const void *_Nullable identity;
    uintptr_t implementation;
} main_actor_executor;

/// Makes `executor` the main actor's executor on this thread, until the next
/// call, and returns the one it replaces: while a thread stands in for the main
/// actor, a job sent to the main actor (`Task { @MainActor in }`, `await
/// MainActor.run`, a hop to a `@MainActor` function) goes to `executor`, and so
/// does a job of nonisolated work the thread starts (`Task.detached`, a hop to
/// a nonisolated async function), which would otherwise run on another thread;
/// work delayed by a clock (`Task.sleep`) never comes due. A null identity ends it.
///
/// The Swift runtime's hooks are set once, when the library loads; a thread
/// that does not stand in sees the runtime's own executors. A runtime without
/// the main-executor hook (before Swift 6.2: macOS 15) sends nothing to
/// `executor`, but its isolation checks pass on a thread that stands in.
main_actor_executor main_actor_stand_in(main_actor_executor executor);

/// Whether this thread stands in for the main actor with `identity`'s executor.
bool main_actor_stands_in(const void *_Nullable identity);

/// Whether the runtime took the hooks: false where it has none of them.
bool main_actor_hooks_installed(void);

/// What takes a block sent to the main dispatch queue while this thread
/// stands in for the main actor: it is to run on the main actor, in order with
/// the jobs sent there. The block is copied; ``main_actor_run_block`` runs and
/// releases it.
typedef void (*main_actor_block_taker)(void *_Nonnull block);

/// Sets what takes the main queue's blocks (`DispatchQueue.main.async`) on a
/// thread that stands in for the main actor. On Linux, where a program's own
/// `dispatch_async` is the one every library calls, such a block runs on the
/// main actor the thread stands in for; elsewhere it goes to the main queue,
/// which the main thread's run loop drains.
void main_actor_take_main_queue_blocks(main_actor_block_taker _Nonnull taker);

/// Runs a block `main_actor_block_taker` was given, and releases it.
void main_actor_run_block(void *_Nonnull block);

#endif
