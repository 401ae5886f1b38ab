import SwiftUI

extension Reader {
    var isLarge: Bool { size >= .accessibilityMedium }
}
