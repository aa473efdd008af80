import ObservationHarness

private let spacing: CGFloat = 12
private let tileSize = CGSize(width: 120, height: 80)

struct PlacesScreen: View {
    @EnvironmentObject private var preferences: Preferences
    @State private var path: [Place] = []
    @State private var places = Place.samples

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading, spacing: spacing) {
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack(spacing: 8) {
                            ForEach(preferences.tags, id: \.self) { tag in
                                TagChip(tag: tag)
                            }
                        }
                    }
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: tileSize.width))], spacing: spacing) {
                        ForEach(places) { place in
                            NavigationLink(value: place) {
                                VStack {
                                    Image(place.photo)
                                        .resizable()
                                        .scaledToFill()
                                        .frame(width: tileSize.width, height: tileSize.height)
                                    Text(place.name)
                                        .font(.caption)
                                }
                                .opacity(place.surveyed > 0.2 ? 1 : 0.6)
                                .accessibilityLabel(place.name)
                            }
                        }
                    }
                    ScrollView(.horizontal) {
                        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                            ForEach(1..<5) { day in
                                Text("Day \(day)")
                            }
                        }
                    }
                    CompassCard()
                    ForecastBadge()
                }
                .padding()
            }
            .navigationTitle("Places")
            .navigationDestination(for: Place.self) { place in
                PlaceDetail(place: place)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort") {
                        Button("By Name") {
                            withAnimation { places.sort { $0.name < $1.name } }
                        }
                        Button("Least Surveyed") {
                            withAnimation { places.sort { $0.surveyed < $1.surveyed } }
                        }
                    }
                }
            }
        }
    }
}

struct TagChip: View {
    let tag: String

    var body: some View {
        Text(tag)
            .padding(.horizontal, 10)
            .background(Capsule().fill(Color.green.opacity(0.2)))
    }
}

/// A compass whose needle turns with the slider: the body that writes
/// `.rotationEffect` reads the heading.
struct CompassCard: View {
    @State private var heading = 0.0

    var body: some View {
        GroupBox {
            VStack {
                Image(systemName: "location.north.fill")
                    .font(.largeTitle)
                    .rotationEffect(.degrees(heading))
                    .animation(.easeInOut, value: heading)
                Slider(value: $heading, in: 0...360, step: 15) {
                    Text("Heading")
                }
                .labelsHidden()
                Button("Reset", systemImage: "arrow.counterclockwise") {
                    withAnimation(.spring()) { heading = 0 }
                }
                .buttonStyle(.bordered)
                CompassLegend()
            }
        } label: {
            Label("Compass", systemImage: "safari")
        }
    }
}

struct CompassLegend: View {
    var body: some View {
        HStack {
            Text("N")
            Spacer()
            Text("E")
        }
        .font(.caption2)
    }
}

/// Loads the day's forecast when it appears.
struct ForecastBadge: View {
    @State private var forecast = "loading"

    var body: some View {
        Text("Forecast: \(forecast)")
            .task {
                forecast = await Forecast.today()
            }
    }
}

struct PlaceDetail: View {
    let place: Place
    @State private var visit: Visit?
    @State private var showingTips = false
    @State private var showingMap = false

    var body: some View {
        VStack(spacing: spacing) {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Image(place.photo)
                    Text(place.name).font(.largeTitle)
                }
                Text(place.name).font(.title)
            }
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.mint)
                Circle()
                    .stroke(Color.green, lineWidth: 2)
                Capsule()
                    .fill(.green.opacity(0.3))
            }
            .frame(width: tileSize.width, height: tileSize.height)
            ProgressView("Surveyed", value: place.surveyed)
            Button {
                visit = Visit(id: place.id, place: place.name)
            } label: {
                Label("Log Visit", systemImage: "plus.circle")
            }
            .buttonStyle(.borderedProminent)
            Button("Tips", systemImage: "lightbulb") { showingTips = true }
            Button("Full Map") { showingMap = true }
            Divider()
            ShareLink(item: place.name, subject: Text(place.name))
            Link("Open in Maps", destination: URL(string: "https://maps.example.com/?q=estuary")!)
        }
        .padding()
        .navigationTitle(place.name)
        .sheet(item: $visit) { visit in
            VisitForm(visit: visit)
        }
        .popover(isPresented: $showingTips) {
            TipsView()
        }
        .fullScreenCover(isPresented: $showingMap) {
            MapCover()
        }
    }
}

struct VisitForm: View {
    let visit: Visit
    @Environment(\.dismiss) private var dismiss
    @State private var birds = 0

    var body: some View {
        VStack {
            Text("Visit to \(visit.place)")
                .font(.headline)
            Stepper("Birds: \(birds)", value: $birds)
            Button("Done") { dismiss() }
        }
    }
}

struct TipsView: View {
    var body: some View {
        Text("Come at dawn, and keep still.")
            .padding()
    }
}

struct MapCover: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack {
            Color.green
                .ignoresSafeArea()
            ScrollView([.horizontal, .vertical]) {
                Image("trail-map")
            }
            Button("Close") { dismiss() }
        }
    }
}
