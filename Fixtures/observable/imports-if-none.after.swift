#if os(macOS)
import Observation

@Observable
final class Dock {
    var badge = 0
}
#endif
