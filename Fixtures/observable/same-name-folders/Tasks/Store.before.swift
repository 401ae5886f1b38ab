// typecheck: skip — without project files both folders are one module, where two classes named Store do not compile (the tool still has to say so once per site)
import SwiftUI

final class Store: ObservableObject {
    @Published var tasks: [String] = []
}
