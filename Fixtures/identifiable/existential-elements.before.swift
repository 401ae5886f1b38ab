import SwiftUI

// Element types that are protocols: `any P` cannot conform to Identifiable, even where P
// refines it, so every `id:` here stays and the finding names the protocol.
protocol Tracker: AnyObject, Sendable {
    var id: String { get }
    var name: String { get }
}

protocol Entry: Identifiable where ID == UUID {
    var title: String { get }
}

typealias Source = Tracker

struct TrackersView: View {
    @State private var availableTrackers: [Tracker] = []
    let entries: [any Entry]
    let sources: [Source]
    let grouped: [(any Tracker)]
    let mixed: [any Tracker & CustomStringConvertible]

    var body: some View {
        VStack {
            ForEach(availableTrackers, id: \.id) { tracker in
                Text(tracker.name)
            }
            ForEach(entries, id: \.id) { Text($0.title) }
            List(sources, id: \.id) { Text($0.name) }
            ForEach(grouped, id: \.id) { Text($0.name) }
            ForEach(mixed, id: \.id) { Text($0.description) }
        }
    }
}
