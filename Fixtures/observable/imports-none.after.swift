// typecheck: skip — no import brings ObservableObject into scope: the fixture tests the import the pass adds
import Observation

@Observable
final class Flag {
    var isOn = false
}
