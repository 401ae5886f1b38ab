import SwiftUI

enum Layout {
}

extension EnvironmentValues {
    @Entry var handler: (() -> Void)? = nil

    @Entry var spacing: Double = 8
}
