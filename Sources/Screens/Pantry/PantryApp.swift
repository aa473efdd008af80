import Foundation
import SwiftUIVocabulary
import ViewGraph
import Workloads

// pantry: an app written for @Observable, as a SwiftUI engineer writes one. Its
// store is the App's @State, handed down as a binding and through the
// environment; a banner reads a computed property over every item; a toolbar
// restocks through a Task on the main actor and loads through the main queue;
// a stack pushes an item's detail, which links to another.

/// One thing on the shelf: what it is, and how many are left.
final class Provision: Model, Identifiable {
    let id: Int
    @Tracked var name: String
    @Tracked var quantity: Int

    init(id: Int, name: String, quantity: Int) {
        self.id = id
        self.name = name
        self.quantity = quantity
    }
}

/// The shelf: its items, and what the last load said.
@MainActor final class Pantry: Model {
    @Tracked var items: [Provision]
    @Tracked var status = "Stocked"

    init(items: [Provision]) {
        self.items = items
    }

    /// Four staples, two of each.
    convenience init() {
        self.init(items: ["Flour", "Rice", "Oats", "Beans"].enumerated().map { Provision(id: $0, name: $1, quantity: 2) })
    }

    /// How many items are running low: read through every item, which the
    /// store's ObservableObject port does not hear.
    var lowCount: Int { items.filter { $0.quantity < 2 }.count }

    /// A new item, one of it.
    func add(_ name: String) {
        items.append(Provision(id: items.count, name: name, quantity: 1))
    }

    /// Tops up every item that runs low, as a delivery does.
    func restock() {
        for item in items where item.quantity < 2 { item.quantity += 4 }
        status = "Restocked"
    }

    /// Loads the shelf's count, answering on the main queue as a completion handler does.
    func load() {
        DispatchQueue.main.async { self.status = "\(self.items.count) items" }
    }
}

struct PantryApp: App {
    @State private var pantry = Pantry()

    var body: some Scene {
        WindowGroup {
            PantryList(items: $pantry.items)
                .environment(pantry)
        }
    }
}

struct PantryList: View {
    @Binding var items: [Provision]

    var body: some View {
        NavigationStack {
            List {
                StatusLine()
                LowBanner()
                ForEach(items) { item in
                    NavigationLink(item.name) { ProvisionDetail(item: item) }
                }
            }
            .navigationTitle("Pantry")
        }
    }
}

struct StatusLine: View {
    @Environment(Pantry.self) private var pantry
    @State private var adding = false

    var body: some View {
        HStack {
            Text(pantry.status)
            Button("Restock") { Task { @MainActor in pantry.restock() } }
            Button("Load") { pantry.load() }
            Button("New Item") { adding = true }
        }
        .sheet(isPresented: $adding) { NewProvision() }
    }
}

struct NewProvision: View {
    @Environment(Pantry.self) private var pantry
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save") {
                pantry.add(name)
                dismiss()
            }
            .disabled(name.isEmpty)
        }
    }
}

struct LowBanner: View {
    @Environment(Pantry.self) private var pantry

    var body: some View {
        Text("\(pantry.lowCount) running low")
    }
}

struct ProvisionDetail: View {
    @Bindable var item: Provision

    var body: some View {
        Form {
            Stepper("Quantity: \(item.quantity)", value: $item.quantity, in: 0...99)
            NavigationLink("More like \(item.name)") { Suggestions(name: item.name) }
        }
        .navigationTitle(item.name)
    }
}

struct Suggestions: View {
    @Environment(Pantry.self) private var pantry
    let name: String

    var body: some View {
        Text("Stores that stock \(name), beside \(pantry.items.count - 1) other items")
    }
}
