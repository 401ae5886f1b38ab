final class Flag: ObservableObject {
    @Published var isOn = false
}
