import SwiftUI

final class UndoManager2 {}

// `manager(for:)` fills `managers` while a view's body runs: tracked, each insertion would
// invalidate the views reading it during their own update. It gets @ObservationIgnored.
@Observable
final class Registry {
    var selection: String?
    @ObservationIgnored private var managers: [String: UndoManager2] = [:]
    @ObservationIgnored var lookups = 0

    func manager(for path: String) -> UndoManager2 {
        count()
        if let manager = managers[path] {
            return manager
        }
        let manager = UndoManager2()
        managers[path] = manager
        return manager
    }

    private func count() {
        lookups += 1
    }

    // Written only from a button's action, never by a view's code during an update: stays tracked.
    var history: [String] = []

    func record(_ path: String) {
        history.append(path)
    }

    // Written by an action a child view stores and runs on a tap: stays tracked.
    var refreshTask: Task<Void, Never>?

    func refresh() {
        refreshTask = Task { @MainActor in
            selection = nil
        }
    }

    // Written by content a child view builds while it updates: @ObservationIgnored.
    @ObservationIgnored var rowsBuilt = 0

    func row(_ name: String) -> String {
        rowsBuilt += 1
        return name
    }
}

struct ToolbarButton: View {
    var onTap: () -> Void
    var body: some View { Button("Refresh", action: onTap) }
}

// The same action written with its type in parentheses.
struct MenuButton2: View {
    let onSelect: (() -> Void)
    var body: some View { Button("Select", action: onSelect) }
}

struct Card<Content: View>: View {
    @ViewBuilder var content: () -> Content
    var body: some View { content() }
}

struct RefreshView: View {
    @Environment(Registry.self) var registry

    var body: some View {
        if registry.refreshTask != nil { ProgressView() }
        ToolbarButton(onTap: { registry.refresh() })
        ToolbarButton { registry.refresh() }
        MenuButton2(onSelect: { registry.refresh() })
        Toggle("Refresh", isOn: Binding(get: { registry.refreshTask != nil }, set: { _ in registry.refresh() }))
        Card { Text(registry.row("a")) }
    }
}

struct FileView: View {
    @Environment(Registry.self) var registry
    let path: String

    var body: some View {
        Text("\(path) \(ObjectIdentifier(registry.manager(for: path)).hashValue)")
    }
}

struct HistoryView: View {
    var registry: Registry

    var body: some View {
        List(registry.history, id: \.self) { Text($0) }
        Button("Record") {
            registry.record("now")
        }
        .onAppear { save() }
    }

    func save() {
        registry.record("saved")
    }
}
