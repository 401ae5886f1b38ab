import SwiftUI

final class Grid: ObservableObject {
    @Published var columns = 3
    var rows = 2, spacing = 8
}
