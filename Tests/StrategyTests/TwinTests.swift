import TestSupport
import Observation
import PropertyLevel
import ValueVsReference
@testable import Measurements
import Testing

/// How many times a tracking of `read` is told of a change when `write` runs,
/// under this project's registrar or under Apple's.
func notifications<Model>(
    of model: Model, framework: Framework, reading read: @escaping (Model) -> Void, writing write: (Model) -> Void
) -> Int {
    let calls = Calls()
    switch framework {
    case .registrar:
        withTracking { read(model) } onChange: { calls.record() }
    case .observation:
        withObservationTracking { read(model) } onChange: { calls.record() }
    }
    write(model)
    return calls.count
}

/// The two registrars a twin test runs under.
enum Framework: CaseIterable, CustomStringConvertible {
    case registrar, observation
    var description: String { self == .registrar ? "registrar" : "observation" }
}

/// One case of P6 or P4: what is read, what is written, and how many
/// notifications both frameworks must give.
struct TwinCase: CustomStringConvertible, Sendable {
    let description: String
    let read: @Sendable (any TwinModel) -> Void
    let write: @Sendable (any TwinModel) -> Void
    let expected: Int

    static let all: [TwinCase] = [
        TwinCase(description: "Equatable value, equal assignment", read: { _ = $0.count }, write: { $0.count = 0 }, expected: 0),
        TwinCase(description: "Equatable value, new value", read: { _ = $0.count }, write: { $0.count = 1 }, expected: 1),
        TwinCase(description: "Equatable value, += 0 in place", read: { _ = $0.count }, write: { $0.count += 0 }, expected: 1),
        TwinCase(description: "class reference, same instance", read: { _ = $0.roost }, write: { $0.roost = $0.roost }, expected: 0),
        TwinCase(description: "class reference, another instance", read: { _ = $0.roost }, write: { $0.roost = Roost() }, expected: 1),
        TwinCase(description: "Equatable class, an equal instance", read: { _ = $0.medal }, write: { $0.medal = Medal("gold") }, expected: 0),
        TwinCase(description: "Equatable class, an unequal instance", read: { _ = $0.medal }, write: { $0.medal = Medal("tin") }, expected: 1),
        TwinCase(description: "optional class reference, same instance", read: { _ = $0.spare },
            write: { model in let roost = Roost(); model.spare = roost; model.spare = roost }, expected: 1),
        TwinCase(description: "optional class reference, nil over nil", read: { _ = $0.spare }, write: { $0.spare = nil }, expected: 1),
        TwinCase(description: "non-Equatable value, an equal copy", read: { _ = $0.song }, write: { $0.song = $0.song }, expected: 1),
        TwinCase(description: "ignored property", read: { _ = $0.ignored }, write: { $0.ignored = 9 }, expected: 0),
        TwinCase(description: "computed property, through what it reads", read: { _ = $0.label }, write: { $0.count = 4 }, expected: 1),
        TwinCase(description: "unread property", read: { _ = $0.count }, write: { $0.song = Song() }, expected: 0),
        // The macro's _modify records an access: a tracked in-place mutation subscribes.
        TwinCase(description: "in-place mutation inside the tracked closure, then a change",
            read: { $0.count += 1 }, write: { $0.count = 7 }, expected: 1),
        TwinCase(description: "in-place mutation of a field inside the tracked closure, then a change",
            read: { $0.song.notes += 1 }, write: { $0.song = Song() }, expected: 1),
    ]
}

@Suite("P4 to P6: hand-written models and their @Observable twins")
struct TwinTests {
    @Test(arguments: TwinCase.all)
    func handWrittenModelNotifiesAsTheMacrosTwinDoes(twin: TwinCase) {
        let hand = notifications(of: HandTwin() as any TwinModel, framework: .registrar, reading: twin.read, writing: twin.write)
        let macro = notifications(of: MacroTwin() as any TwinModel, framework: .observation, reading: twin.read, writing: twin.write)
        #expect(macro == twin.expected, "Apple's macro")
        #expect(hand == twin.expected, "the hand-written model")
    }

    @Test func equalClassInstanceIsStoredThoughNoOneIsTold() {
        // The macro stores the new instance even when `==` says it is no change.
        let hand = HandTwin(), macro = MacroTwin()
        let silver = Medal("gold"), other = Medal("gold")
        hand.medal = silver
        macro.medal = other
        #expect(hand.medal === silver)
        #expect(macro.medal === other)
    }

    @Test(arguments: Framework.allCases)
    func genericPropertyNotifiesOnAnEqualAssignmentEvenOfAnEquatableType(framework: Framework) {
        // P6: inside generic code the macro's unconstrained check applies: always a change.
        let count: Int
        switch framework {
        case .registrar:
            count = notifications(of: HandBox(3), framework: .registrar, reading: { _ = $0.value }, writing: { $0.value = 3 })
        case .observation:
            count = notifications(of: MacroBox(3), framework: .observation, reading: { _ = $0.value }, writing: { $0.value = 3 })
        }
        #expect(count == 1)
    }

    @Test func concreteEquatablePropertyBesideTheGenericOneStaysSilent() {
        // The same value in a concrete property: no notification, under either framework.
        #expect(notifications(of: HandTwin(), framework: .registrar, reading: { _ = $0.count }, writing: { $0.count = 0 }) == 0)
        #expect(notifications(of: MacroTwin(), framework: .observation, reading: { _ = $0.count }, writing: { $0.count = 0 }) == 0)
    }
}

/// The project's own hand-written models beside their `@Observable` twins: an
/// in-place mutation inside a tracked closure subscribes it (P6), and an equal
/// assignment is silent exactly where the macro's is.
struct ModelCase: CustomStringConvertible, Sendable {
    let description: String
    /// Tracks an in-place mutation, then assigns: how many notifications.
    let handModify: @Sendable () -> Int
    let macroModify: @Sendable () -> Int
    /// Tracks a read, then assigns the value it has: how many notifications.
    let handSame: @Sendable () -> Int
    let macroSame: @Sendable () -> Int
    let sameExpected: Int

    static let all: [ModelCase] = [
        ModelCase(description: "Sightings.robins",
            handModify: { notifications(of: Twin.Sightings(), framework: .registrar, reading: { $0.robins += 1 }, writing: { $0.robins = 9 }) },
            macroModify: { notifications(of: Twin.ObservedSightings(), framework: .observation, reading: { $0.robins += 1 }, writing: { $0.robins = 9 }) },
            handSame: { notifications(of: Twin.Sightings(), framework: .registrar, reading: { _ = $0.robins }, writing: { $0.robins = 0 }) },
            macroSame: { notifications(of: Twin.ObservedSightings(), framework: .observation, reading: { _ = $0.robins }, writing: { $0.robins = 0 }) },
            sameExpected: 0),
        ModelCase(description: "Sightings.sparrows",
            handModify: { notifications(of: Twin.Sightings(), framework: .registrar, reading: { $0.sparrows += 1 }, writing: { $0.sparrows = 9 }) },
            macroModify: { notifications(of: Twin.ObservedSightings(), framework: .observation, reading: { $0.sparrows += 1 }, writing: { $0.sparrows = 9 }) },
            handSame: { notifications(of: Twin.Sightings(), framework: .registrar, reading: { _ = $0.sparrows }, writing: { $0.sparrows = 0 }) },
            macroSame: { notifications(of: Twin.ObservedSightings(), framework: .observation, reading: { _ = $0.sparrows }, writing: { $0.sparrows = 0 }) },
            sameExpected: 0),
        ModelCase(description: "SightingsStore.sightings",
            handModify: { notifications(of: Twin.SightingsStore(), framework: .registrar, reading: { $0.sightings.robins += 1 }, writing: { $0.sightings = Twin.SightingsValue() }) },
            macroModify: { notifications(of: Twin.ObservedSightingsStore(), framework: .observation, reading: { $0.sightings.robins += 1 }, writing: { $0.sightings = Twin.SightingsValue() }) },
            handSame: { notifications(of: Twin.SightingsStore(), framework: .registrar, reading: { _ = $0.sightings }, writing: { $0.sightings = Twin.SightingsValue() }) },
            macroSame: { notifications(of: Twin.ObservedSightingsStore(), framework: .observation, reading: { _ = $0.sightings }, writing: { $0.sightings = Twin.SightingsValue() }) },
            sameExpected: 0),
        ModelCase(description: "Guide.name",
            handModify: { notifications(of: Twin.Guide(id: 0, name: "a"), framework: .registrar, reading: { $0.name += "b" }, writing: { $0.name = "c" }) },
            macroModify: { notifications(of: Twin.ObservedGuide(id: 0, name: "a"), framework: .observation, reading: { $0.name += "b" }, writing: { $0.name = "c" }) },
            handSame: { notifications(of: Twin.Guide(id: 0, name: "a"), framework: .registrar, reading: { _ = $0.name }, writing: { $0.name = "a" }) },
            macroSame: { notifications(of: Twin.ObservedGuide(id: 0, name: "a"), framework: .observation, reading: { _ = $0.name }, writing: { $0.name = "a" }) },
            sameExpected: 0),
        ModelCase(description: "GuideStore.guides (objects: not Equatable)",
            handModify: { notifications(of: Twin.GuideStore(guides: []), framework: .registrar, reading: { $0.guides.append(Twin.Guide(id: 0, name: "a")) }, writing: { $0.guides = [] }) },
            macroModify: { notifications(of: Twin.ObservedGuideStore(guides: []), framework: .observation, reading: { $0.guides.append(Twin.ObservedGuide(id: 0, name: "a")) }, writing: { $0.guides = [] }) },
            handSame: { notifications(of: Twin.GuideStore(guides: []), framework: .registrar, reading: { _ = $0.guides }, writing: { $0.guides = $0.guides }) },
            macroSame: { notifications(of: Twin.ObservedGuideStore(guides: []), framework: .observation, reading: { _ = $0.guides }, writing: { $0.guides = $0.guides }) },
            sameExpected: 1),
        ModelCase(description: "GuideValueStore.guides (values: Equatable)",
            handModify: { notifications(of: Twin.GuideValueStore(guides: []), framework: .registrar, reading: { $0.guides.append(Twin.GuideValue(id: 0, name: "a")) }, writing: { $0.guides = [] }) },
            macroModify: { notifications(of: Twin.ObservedGuideValueStore(guides: []), framework: .observation, reading: { $0.guides.append(Twin.GuideValue(id: 0, name: "a")) }, writing: { $0.guides = [] }) },
            handSame: { notifications(of: Twin.GuideValueStore(guides: []), framework: .registrar, reading: { _ = $0.guides }, writing: { $0.guides = $0.guides }) },
            macroSame: { notifications(of: Twin.ObservedGuideValueStore(guides: []), framework: .observation, reading: { _ = $0.guides }, writing: { $0.guides = $0.guides }) },
            sameExpected: 0),
        ModelCase(description: "Settings.units",
            handModify: { notifications(of: Twin.Settings(), framework: .registrar, reading: { $0.units += "!" }, writing: { $0.units = "imperial" }) },
            macroModify: { notifications(of: Twin.ObservedSettings(), framework: .observation, reading: { $0.units += "!" }, writing: { $0.units = "imperial" }) },
            handSame: { notifications(of: Twin.Settings(), framework: .registrar, reading: { _ = $0.units }, writing: { $0.units = "metric" }) },
            macroSame: { notifications(of: Twin.ObservedSettings(), framework: .observation, reading: { _ = $0.units }, writing: { $0.units = "metric" }) },
            sameExpected: 0),
        ModelCase(description: "SettingsStore.settings",
            handModify: { notifications(of: Twin.SettingsStore(), framework: .registrar, reading: { $0.settings.units += "!" }, writing: { $0.settings = Twin.SettingsValue(units: "imperial") }) },
            macroModify: { notifications(of: Twin.ObservedSettingsStore(), framework: .observation, reading: { $0.settings.units += "!" }, writing: { $0.settings = Twin.SettingsValue(units: "imperial") }) },
            handSame: { notifications(of: Twin.SettingsStore(), framework: .registrar, reading: { _ = $0.settings }, writing: { $0.settings = Twin.SettingsValue() }) },
            macroSame: { notifications(of: Twin.ObservedSettingsStore(), framework: .observation, reading: { _ = $0.settings }, writing: { $0.settings = Twin.SettingsValue() }) },
            sameExpected: 0),
    ]
}

@Suite("P6: the project's models and their @Observable twins")
struct ModelTwinTests {
    @Test(arguments: ModelCase.all)
    func inPlaceMutationInsideATrackedClosureSubscribesIt(model: ModelCase) {
        #expect(model.macroModify() == 1, "Apple's macro")
        #expect(model.handModify() == 1, "the hand-written model")
    }

    @Test(arguments: ModelCase.all)
    func equalAssignmentNotifiesExactlyWhereTheMacrosDoes(model: ModelCase) {
        #expect(model.macroSame() == model.sameExpected, "Apple's macro")
        #expect(model.handSame() == model.sameExpected, "the hand-written model")
    }
}
