@testable import UI
import SwiftUI

func schemeOfRow() -> ColorScheme {
    Row().colorScheme
}
