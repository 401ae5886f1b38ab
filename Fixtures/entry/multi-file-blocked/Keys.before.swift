import SwiftUI

/// The key lives apart from its accessor.
struct PagingKey: EnvironmentKey {
    static let defaultValue = 20
}

struct Other {}
