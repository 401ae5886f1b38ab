#if os(macOS)
final class Dock: ObservableObject {
    @Published var badge = 0
}
#endif
