import ObservationHarness

// A garden screen written twice, as a SwiftUI engineer writes it: bare (text,
// stacks, a list, a button) and styled (the same views with images, labels,
// shapes, a progress view, colours and the styling modifiers screens use
// most). Both read the same model in the same bodies, so SwiftUI runs the
// same bodies for both: the styled one must run exactly what the bare one
// runs (StylingTests). Its plants are objects or values (the two kinds).

/// A plant, as an object or as a value.
protocol GardenPlant: Identifiable, SendableMetatype where ID == Int {
    var name: String { get set }
    var watered: Bool { get set }
    init(id: Int, name: String)
}

/// A plant as an object, its name and watering each tracked.
final class PlantObject: Model, GardenPlant {
    let id: Int
    @Tracked var name: String
    @Tracked var watered = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A plant as a value.
struct PlantValue: GardenPlant, Equatable {
    let id: Int
    var name: String
    var watered = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The garden: a title and its plants.
final class Garden<Plant: GardenPlant>: Model {
    @Tracked var title = "Allotment"
    @Tracked var plants: [Plant] = ["basil", "mint", "thyme"].enumerated().map { Plant(id: $0.offset, name: $0.element) }

    func waterAll() {
        for index in plants.indices { plants[index].watered = true }
    }
}

/// A shape of a user's own.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// The screen with nothing but text, stacks, a list and a button.
enum Bare {
    struct GardenScreen<Plant: GardenPlant>: View {
        let garden: Garden<Plant>
        var body: some View {
            let watered = garden.plants.filter(\.watered).count
            VStack {
                Header(garden: garden)
                HStack { Text("\(watered) of \(garden.plants.count) watered") }
                List(garden.plants) { plant in PlantRow(plant: plant) }
                Visits()
                Button("Water all") { garden.waterAll() }
                if watered == garden.plants.count { Text("All watered") }
            }
        }
    }

    struct Header<Plant: GardenPlant>: View {
        let garden: Garden<Plant>
        var body: some View { Text(garden.title) }
    }

    struct PlantRow<Plant: GardenPlant>: View {
        let plant: Plant
        var body: some View {
            HStack {
                Text(plant.name)
                Text(plant.watered ? "watered" : "dry")
            }
        }
    }

    struct Visits: View {
        @State private var count = 0
        var body: some View {
            HStack {
                Text("Visits: \(count)")
                Button("Visit") { count += 1 }
            }
        }
    }
}

/// The same screen, styled as real screens are.
enum Styled {
    struct GardenScreen<Plant: GardenPlant>: View {
        let garden: Garden<Plant>
        var body: some View {
            let watered = garden.plants.filter(\.watered).count
            VStack(alignment: .leading, spacing: 12) {
                Header(garden: garden)
                    .font(.largeTitle).bold().foregroundStyle(.primary)
                    .padding(.horizontal).accessibilityAddTraits(.isHeader)
                HStack {
                    Image(systemName: "leaf.fill").foregroundColor(.green).imageScale(.large)
                    ProgressView("Watered", value: Double(watered), total: Double(garden.plants.count))
                        .progressViewStyle(.linear).tint(.blue)
                }
                .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
                .background(Color.green.opacity(0.1))
                .clipShape(RoundedRectangle(cornerRadius: 8))
                List(garden.plants) { plant in
                    PlantRow(plant: plant).listRowSeparator(.hidden)
                }
                .listStyle(.insetGrouped)
                Visits()
                    .padding(8)
                    .background { Capsule().fill(.yellow) }
                    .shadow(radius: 2)
                    .scaleEffect(1.1)
                    .rotationEffect(.degrees(-2))
                Button("Water all") { withAnimation(.easeInOut) { garden.waterAll() } }
                    .buttonStyle(.borderedProminent).controlSize(.large)
                    .accessibilityHint("Waters every plant")
                if watered == garden.plants.count {
                    ContentUnavailableView("All watered", systemImage: "drop.fill", description: Text("Nothing to do").italic())
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .animation(.default, value: watered)
            .transition(.opacity)
            .ignoresSafeArea(.keyboard)
        }
    }

    struct Header<Plant: GardenPlant>: View {
        let garden: Garden<Plant>
        var body: some View {
            HStack {
                Triangle().stroke(.orange, lineWidth: 2).frame(width: 12, height: 12)
                Label(garden.title, systemImage: "house").labelStyle(.titleAndIcon)
                Rectangle().fill(Color(red: 0.2, green: 0.4, blue: 0.6)).frame(width: 4)
                Path { path in path.addLines([.zero, CGPoint(x: 10, y: 0)]) }.stroke(Color.gray)
            }
        }
    }

    struct PlantRow<Plant: GardenPlant>: View {
        let plant: Plant
        var body: some View {
            HStack {
                Circle().fill(plant.watered ? Color.blue : Color.gray).frame(width: 10, height: 10)
                Text(plant.name).font(.headline).lineLimit(1)
                Spacer()
                Image(systemName: plant.watered ? "drop.fill" : "drop")
                    .foregroundStyle(.blue)
                    .accessibilityLabel(plant.watered ? "Watered" : "Dry")
            }
            .padding(.vertical, 4)
            .contentShape(Rectangle())
            .accessibilityElement(children: .combine)
        }
    }

    struct Visits: View {
        @State private var count = 0
        var body: some View {
            HStack {
                Label("Visits: \(count)", systemImage: "person").font(.caption).monospacedDigit()
                Button("Visit") { count += 1 }.buttonStyle(.bordered).tint(.green)
            }
        }
    }
}

/// The steps, the same for both screens and both kinds: the model changed as
/// the app would change it, and the screen's buttons tapped.
func gardenSteps<Plant: GardenPlant>(_ plant: Plant.Type) -> [Step<Garden<Plant>>] {
    [
        Step("rename") { $0.plants[0].name = "sweet basil" },
        Step("water") { $0.plants[1].watered = true },
        Step("retitle") { $0.title = "Kitchen garden" },
        .tap("Visit"),
        Step("sow") { $0.plants.append(Plant(id: 3, name: "sage")) },
        .tap("Water all"),
    ]
}

/// The garden, bare or styled, in both kinds.
func gardenWorkload<ObjectScreen: View, ValueScreen: View>(
    _ name: String, objects: @escaping @MainActor @Sendable (Garden<PlantObject>) -> ObjectScreen,
    values: @escaping @MainActor @Sendable (Garden<PlantValue>) -> ValueScreen
) -> Workload {
    Workload(name)
        .kind(.class, model: { _ in Garden<PlantObject>() }, screen: objects, steps: gardenSteps(PlantObject.self))
        .kind(.struct, model: { _ in Garden<PlantValue>() }, screen: values, steps: gardenSteps(PlantValue.self))
}

let bareGarden = gardenWorkload("garden", objects: { Bare.GardenScreen(garden: $0) }, values: { Bare.GardenScreen(garden: $0) })
let styledGarden = gardenWorkload("garden", objects: { Styled.GardenScreen(garden: $0) }, values: { Styled.GardenScreen(garden: $0) })
