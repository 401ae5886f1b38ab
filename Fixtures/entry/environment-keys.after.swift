import SwiftUI

enum Style { case plain, fancy }

extension EnvironmentValues {
    /// Padding around cards.
    @Entry var cardPadding: CGFloat = 12

    @Entry public var accent: Color = .blue

    @Entry var isCompact: Bool = false

    @Entry var style: Style = Style.plain

    @Entry var formatter: (Double) -> String = { "\($0)" }

    @Entry var tags: [String] = []

    @Entry var selection: Int? = nil
}
