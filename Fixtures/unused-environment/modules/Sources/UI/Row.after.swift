import SwiftUI

public struct Row: View {
    @Environment(\.colorScheme) var colorScheme
    public init() {}
    public var body: some View { Text("row") }
}
