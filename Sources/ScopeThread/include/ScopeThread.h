#ifndef SCOPE_THREAD_H
#define SCOPE_THREAD_H

/// This thread's record of its tracking scopes (PropertyLevel's
/// `ScopeSlot.Scopes`), unretained; null until the thread first tracks.
///
/// A C thread-local, not a POSIX key: a model's getter reads it outside any
/// scope at every read, and a thread-local variable is one load where
/// `pthread_getspecific` is a call. The POSIX key stays, for its destructor,
/// which releases the record when the thread ends and sets this back to null.
extern _Thread_local void *_Nullable scope_thread_record;

/// This thread's record, or null.
static inline void *_Nullable scope_thread_get(void) {
    return scope_thread_record;
}

/// Sets this thread's record.
static inline void scope_thread_set(void *_Nullable record) {
    scope_thread_record = record;
}

#endif
