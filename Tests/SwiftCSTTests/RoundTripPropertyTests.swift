import Testing
@testable import SwiftCST

/// Mutates real-looking sources at random (deletes, duplicates, inserts bytes, truncates)
/// and checks that every result round-trips exactly and parsing terminates.
struct RoundTripPropertyTests {
    /// A small deterministic generator so failures reproduce (SplitMix64).
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let samples: [String] = [
        """
        import SwiftUI

        /// The settings screen.
        @MainActor
        final class SettingsModel: ObservableObject {
            @Published var name = "" // the user's name
            @Published private(set) var items: [Item] = []
            private var cancellables = Set<AnyCancellable>()

            init(store: Store = .shared) {
                store.$items.sink { [weak self] in self?.items = $0 }.store(in: &cancellables)
            }
        }

        struct SettingsView: View {
            @StateObject private var model = SettingsModel()
            @Environment(\\.dismiss) private var dismiss
            @State private var isOn = false

            var body: some View {
                NavigationView {
                    List {
                        ForEach(model.items, id: \\.self) { item in
                            Text("\\(item.name) – \\(item.count, format: .number)")
                                .foregroundColor(isOn ? .red : .secondary)
                        }
                        .onDelete { offsets in model.items.remove(atOffsets: offsets) }
                    }
                    .navigationBarTitle("Settings", displayMode: .inline)
                    #if os(iOS)
                    .navigationBarItems(trailing: Button("Done") { dismiss() })
                    #endif
                }
                .onChange(of: isOn) { value in print(value) }
                .alert(isPresented: $isOn) {
                    Alert(title: Text("Hi"), message: nil, dismissButton: .default(Text("OK")))
                }
            }
        }

        #Preview { SettingsView() }
        """,
        """
        enum Route: Hashable, CaseIterable { case home, detail(id: Int) }
        protocol Loader<Output>: Sendable { associatedtype Output; func load() async throws -> Output }
        struct Pair<each T>: ~Copyable { let values: (repeat each T) }
        actor Cache<Key: Hashable, Value> {
            private var storage: [Key: Value] = [:]
            nonisolated(unsafe) static var shared = Cache()
            subscript(key: Key) -> Value? { get { storage[key] } set { storage[key] = newValue } }
            func value(for key: Key, default make: @Sendable () async throws(CacheError) -> Value) async rethrows -> Value {
                if let v = storage[key] { return v }
                let made = try await make()
                storage[key] = made
                return made
            }
        }
        let regex = #/(?<year>\\d{4})-(?<month>\\d{2})/#
        let raw = ##"a "quoted" \\##(value) string"##
        let text = \"\"\"
            Hello \\(name)!
            \"\"\"
        let x = switch route { case .home: 1; case .detail(let id) where id > 0: id; default: 0 }
        """,
    ]

    @Test(arguments: 0..<2)
    func mutatedSourcesRoundTrip(_ sampleIndex: Int) {
        let original = Array(Self.samples[sampleIndex].utf8)
        var generator = SeededGenerator(state: UInt64(sampleIndex) &* 7919 &+ 1)
        let interesting: [UInt8] = Array("{}()[]<>\"#\\/*@$`'?!.,:;=\n\r\t ".utf8) + [0xFF, 0xC3, 0x80, 0]
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                guard !bytes.isEmpty else { break }
                let i = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    let length = min(Int.random(in: 1...20, using: &generator), bytes.count - i)
                    bytes.removeSubrange(i..<i + length)
                case 1:
                    let length = min(Int.random(in: 1...40, using: &generator), bytes.count - i)
                    bytes.insert(contentsOf: bytes[i..<i + length], at: i)
                case 2:
                    bytes.insert(interesting.randomElement(using: &generator)!, at: i)
                default:
                    bytes.removeSubrange(i...)
                }
            }
            let tree = SyntaxTree.parse(bytes)
            #expect(tree.printedBytes() == bytes)
            #expect(tokenIndicesInTreeOrder(tree) == Array(0..<tree.tokens.count))
        }
    }

    @Test(arguments: 0..<2)
    func unmutatedSamplesParseWithoutErrors(_ sampleIndex: Int) {
        let tree = parse(Self.samples[sampleIndex])
        expectRoundTrip(tree)
        #expect(diagnosticLines(tree) == [])
    }
}
