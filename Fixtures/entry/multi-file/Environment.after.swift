import SwiftUI

extension EnvironmentValues {
    /// The key lives apart from its accessor.
    @Entry var pageSize: Int = 20
}
