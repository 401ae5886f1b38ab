@Observable
final class Flag {
    var isOn = false
}
