import SwiftUI

final class Model: ObservableObject {
    @Published var count = 0
}
