import Foundation
import Combine

class Document: ObservableObject {
    @Published var title = ""
}
