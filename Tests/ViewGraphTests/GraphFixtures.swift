import TestSupport
import PropertyLevel
@testable import ViewGraph

/// A hand-written trackable list of birds.
final class Roster: Trackable {
    let registrar = Registrar()
    private var _birds: [Bird]

    var birds: [Bird] {
        get { registrar.access(self, keyPath: \.birds); return _birds }
        set { registrar.withMutation(of: self, keyPath: \.birds) { _birds = newValue } }
        _modify {
            // P6: as the macro's, an in-place mutation records an access first.
            registrar.access(self, keyPath: \.birds)
            registrar.willSet(self, keyPath: \.birds)
            defer { registrar.didSet(self, keyPath: \.birds) }
            yield &_birds
        }
    }

    init(_ birds: [Bird]) {
        _birds = birds
    }
}

/// Reads `wings`, and `name` only while the bird has two wings (G1).
nonisolated struct Badge: View {
    let bird: Ref<Bird>
    var body: BodyContent {
        let bird = bird.object
        return BodyContent(text: bird.wings == 2 ? "\(bird.name), two wings" : "\(bird.wings) wings")
    }
}

/// Reads `wings` and makes a `NameTag` for the same bird (G2).
nonisolated struct Perch: View {
    let bird: Ref<Bird>
    var body: BodyContent {
        BodyContent(text: "wings: \(bird.object.wings)", children: [Child(NameTag(bird: bird))])
    }
}

/// Reads the bird's name.
nonisolated struct NameTag: View {
    let bird: Ref<Bird>
    var body: BodyContent { BodyContent(text: bird.object.name) }
}

/// Reads the roster and makes one `NameTag` per bird, keyed by the bird (G4).
nonisolated struct RosterView: View {
    let roster: Ref<Roster>
    var body: BodyContent {
        let birds = roster.object.birds
        return BodyContent(
            text: "\(birds.count) birds",
            children: birds.map { Child(id: ObjectIdentifier($0), NameTag(bird: Ref($0))) })
    }
}

/// Reads the roster and makes one `Perch` per bird, keyed by the bird: rows
/// with a child of their own.
nonisolated struct PerchRoster: View {
    let roster: Ref<Roster>
    var body: BodyContent {
        BodyContent(children: roster.object.birds.map { Child(id: ObjectIdentifier($0), Perch(bird: Ref($0))) })
    }
}

/// Reads the bird's wings and hands a child the count as a value input.
nonisolated struct WingCount: View {
    let bird: Ref<Bird>
    var body: BodyContent {
        BodyContent(children: [Child(Caption(text: bird.object.wings > 1 ? "many" : "one"))])
    }
}

/// Shows a value handed to it; reads no model.
nonisolated struct Caption: View {
    let text: String
    var body: BodyContent { BodyContent(text: text) }
}

/// Reads the wings: with two it shows a `NameTag` of the bird, otherwise a
/// `NameWriter`, under another key: one child replaces the other.
nonisolated struct ReaderOrWriter: View {
    let bird: Ref<Bird>
    var body: BodyContent {
        bird.object.wings == 2
            ? BodyContent(children: [Child(id: 1, NameTag(bird: bird))])
            : BodyContent(children: [Child(id: 2, NameWriter(bird: bird))])
    }
}

/// Writes the bird's name as its body runs, and reads nothing.
nonisolated struct NameWriter: View {
    let bird: Ref<Bird>
    var body: BodyContent {
        bird.object.name = "written"
        return BodyContent(text: "wrote")
    }
}

/// A chain of `links` views, each the only child of the one before.
nonisolated struct Chain: View {
    let links: Int
    var body: BodyContent {
        links > 1 ? BodyContent(children: [Child(Chain(links: links - 1))]) : BodyContent(text: "end")
    }
}
