import ObservationHarness

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environment(Journal())
            .environmentObject(Preferences())
    }
}

struct NoteRow_Previews: PreviewProvider {
    static var previews: some View {
        NoteRow(note: FieldNote(id: 0, title: "Robin at the feeder", count: 2))
            .environmentObject(Preferences())
            .previewLayout(.sizeThatFits)
    }
}
