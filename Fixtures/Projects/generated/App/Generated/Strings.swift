// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import SwiftUI

enum L10n {
    static let title = Text("Title").foregroundColor(.blue)
}
