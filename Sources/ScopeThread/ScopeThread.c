#include "ScopeThread.h"

_Thread_local void *_Nullable scope_thread_record = 0;
