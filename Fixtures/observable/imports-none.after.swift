import Observation

@Observable
final class Flag {
    var isOn = false
}
