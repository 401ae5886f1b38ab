import SwiftUI

enum Flavor: String, CaseIterable {
    case vanilla, chocolate, strawberry
}

public enum Size: CaseIterable {
    case small, large
}

struct Settings {
    enum Theme: Int, CaseIterable {
        case light = 1, dark = 2
    }
}

enum Mode: CaseIterable {
    case a, b
    var id: String { "mode" }
}

enum Field: CaseIterable {
    case id, name
}

struct PickerView: View {
    @State private var flavor = Flavor.vanilla
    @State private var size = Size.small

    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Picker("Size", selection: $size) {
                ForEach(Size.allCases, id: \.self) { Text("\($0)") }
            }
            ForEach(Settings.Theme.allCases, id: \.self) { Text("\($0.rawValue)") }
            ForEach(Mode.allCases, id: \.self) { Text("\($0)") }
            ForEach(Field.allCases, id: \.self) { Text("\($0)") }
        }
    }
}

struct StatusBar {
    enum Network: String, CaseIterable { case wifi, cellular }
    enum Bars: Int, CaseIterable { case none, one, two }
}

struct StatusView: View {
    var body: some View {
        ForEach(StatusBar.Network.allCases, id: \.self) { Text($0.rawValue) }
        ForEach(StatusBar.Bars.allCases, id: \.self) { Text("\($0.rawValue)") }
    }
}

@available(iOS 18, macOS 15, *)
struct ShareView: View {
    @State private var output: Output = .text

    var body: some View {
        Picker("Format", selection: $output) {
            ForEach(Output.allCases, id: \.self) { Text($0.rawValue).tag($0) }
        }
    }

    @available(watchOS 11, *)
    enum Output: String, CaseIterable {
        case text, html
    }
}

// `Array(E.allCases)` holds the same cases.
enum Counter: String, CaseIterable {
    case upvotes, comments
}

struct CounterPicker: View {
    var body: some View {
        ForEach(Array(Counter.allCases), id: \.self) { counter in
            Text(counter.rawValue)
        }
    }
}
