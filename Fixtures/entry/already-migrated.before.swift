import SwiftUI

extension EnvironmentValues {
    @Entry var spacing: CGFloat = 8
    @Entry public var title: String = ""
}
