// typecheck: skip — no import brings ObservableObject into scope: the fixture tests the import the pass adds
final class Flag: ObservableObject {
    @Published var isOn = false
}
