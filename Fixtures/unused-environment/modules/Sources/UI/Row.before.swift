import SwiftUI

public struct Row: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.locale) var locale
    public init() {}
    public var body: some View { Text("row") }
}
