// Reactions (R1-R3): what a body's onChange, task, onAppear and onDisappear
// modifiers saw, the actions run after each pass, and the tasks started and cancelled.

/// What one `onChange` or `task` of a view saw at its body's last run.
package final class ReactionRecord {
    /// The value an `onChange` watches, or a task's id.
    package var watched: Watched
    let isTask: Bool
    /// The flush in which its action last ran: an action runs once a flush (R1).
    var ranInFlush = -1
    /// Its task, while it may be running.
    package var task: Task<Void, Never>?
    /// Whether its task has finished, set on the graph's pump.
    package var end: TaskEnd?
    /// Whether it is an `onAppear`/`onDisappear`'s: it watches nothing.
    var isAppearance = false
    /// What runs when its modifier goes: the `onDisappear` its body made last.
    package var disappear: (() -> Void)?
    /// The `onChange` action its body made last, which the older form runs
    /// at the next change.
    var action: ((_ old: Any, _ new: Any) -> Void)?

    package init(_ watched: Watched, isTask: Bool) {
        self.watched = watched
        self.isTask = isTask
    }
}

/// Whether a view's task has returned. Set and read on the graph's thread
/// alone: the task runs on the graph's pump, which that thread turns.
package final class TaskEnd: @unchecked Sendable {
    package var done = false
}

/// A view's task action, handed to the task that runs it on the graph's pump,
/// which only the graph's thread turns: it is never run anywhere else.
private struct OnThePump: @unchecked Sendable {
    let action: () async -> Void
}

/// An `onChange` action due after the pass under way.
package struct QueuedAction {
    package let record: ReactionRecord
    /// `GuideRow: onChange(of: Int)`, for the report of a stopped action.
    package let view: String
    package let type: String
    package let action: () -> Void
}

extension Graph {
    /// R1, R2: compares what `node`'s body made of its modifiers with what it
    /// made at its last run: queues each `onChange` action whose value changed
    /// (or that is new and `initial`), starts each task that is new or has a
    /// new id, and cancels those whose id changed or that the body no longer makes.
    package func react(_ node: Node, _ reactions: [(key: Int, reaction: Reaction)]) {
        var last = node.reactions
        var kept: [Int: ReactionRecord] = [:]
        for (key, reaction) in reactions {
            let seen = last.removeValue(forKey: key)
            switch reaction {
            case .onChange(let watched, let initial, let type, let before, let action):
                if let seen, !seen.isTask && !seen.isAppearance {
                    if !watched.isSame(as: seen.watched) {
                        let (old, new) = (seen.watched.value, watched.value)
                        seen.watched = watched
                        // The older form runs the action made before the change; the newer, the latest.
                        let run = before ? seen.action ?? action : action
                        queued.append(QueuedAction(record: seen, view: node.name, type: type) { run(old, new) })
                    }
                    seen.action = action
                    kept[key] = seen
                    continue
                }
                if let seen { end(seen) }
                let record = ReactionRecord(watched, isTask: false)
                record.action = action
                if initial { queued.append(QueuedAction(record: record, view: node.name, type: type) { action(watched.value, watched.value) }) }
                kept[key] = record
            case .task(let id, let priority, let action):
                if let seen, seen.isTask {
                    if !id.isSame(as: seen.watched) {
                        end(seen)
                        seen.watched = id
                        start(seen, priority, action)
                    }
                    kept[key] = seen
                    continue
                }
                if let seen { end(seen) }
                let record = ReactionRecord(id, isTask: true)
                start(record, priority, action)
                kept[key] = record
            case .appearance(let appear, let disappear):
                // A modifier that stays has appeared already; it keeps the latest action to run when it goes.
                if let seen, seen.isAppearance {
                    seen.disappear = disappear
                    kept[key] = seen
                    continue
                }
                if let seen { end(seen) }
                let record = ReactionRecord(Watched(true), isTask: false)
                record.isAppearance = true
                record.disappear = disappear
                if let appear { queued.append(QueuedAction(record: record, view: node.name, type: "", action: appear)) }
                kept[key] = record
            }
        }
        // A modifier the body no longer makes is gone with its task.
        for record in last.values { end(record) }
        node.reactions = kept
    }

    /// R2: starts `record`'s task on the graph's pump; it runs at the pass's end.
    private func start(_ record: ReactionRecord, _ priority: TaskPriority, _ action: @escaping () async -> Void) {
        let end = TaskEnd(), operation = OnThePump(action: action)
        record.end = end
        record.task = Task(executorPreference: pump, priority: priority) {
            await operation.action()
            end.done = true
        }
        current.tasksStarted += 1
    }

    /// R2: cancels `record`'s task, counted if it had not finished; an
    /// `onDisappear`'s action is due at the pass's end, as SwiftUI runs it
    /// after the update that removed its view.
    package func end(_ record: ReactionRecord) {
        if let disappear = record.disappear {
            record.disappear = nil
            // A record of its own: an action that appeared in this flush may still go in it.
            queued.append(QueuedAction(record: ReactionRecord(Watched(true), isTask: false), view: "", type: "", action: disappear))
        }
        guard let task = record.task else { return }
        if record.end?.done == false { current.tasksCancelled += 1 }
        task.cancel()
        record.task = nil
        record.end = nil
    }

    /// R1, R2: runs the `onChange` actions the pass queued, in the order their
    /// bodies ran, each at most once a flush (a second is stopped and reported,
    /// as SwiftUI reports it), and then the tasks' work waiting on the pump.
    /// What they write invalidates as any write does, for the next pass.
    func runReactions() {
        if !queued.isEmpty {
            let due = queued
            queued = []
            for action in due {
                guard action.record.ranInFlush != flushes else {
                    current.stoppedActions.append(
                        "\(action.view): onChange(of: \(action.type)) action tried to update multiple times per frame.")
                    continue
                }
                action.record.ranInFlush = flushes
                current.actions += 1
                action.action()
            }
        }
        runMainActorWork()
    }

    /// A14: runs the jobs waiting on the main actor, the graph's pump (its
    /// views' tasks, and what steps, bodies and tasks sent there), and, where
    /// the flush drains it, the main dispatch queue, until none is left or
    /// the flush has run ``mainActorLimit`` of them.
    func runMainActorWork() {
        guard pump.hasJobs || drainsMainQueue else { return }
        while !current.mainActorUnsettled {
            let budget = Self.mainActorLimit - current.mainActorJobs
            guard budget > 0 else {
                current.mainActorUnsettled = pump.hasJobs
                return
            }
            current.mainActorJobs += pump.turn(limit: budget)
            if drainsMainQueue, MainQueue.ranBlocks() {
                current.mainActorJobs += 1
                current.mainQueueBlocks += 1
                continue
            }
            guard pump.hasJobs else { return }
        }
    }
}
