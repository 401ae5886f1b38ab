import Combine
import SwiftUI

/// `objectWillChange` reached through optional chains blocks only the class the chain
/// ends at (Area), not every class (Other converts).
final class Area: ObservableObject {
    @Published var height = 0
}

@Observable
final class Other {
    var count = 0
}

final class Workspace {
    var area: Area?
}

final class Controller {
    var workspace: Workspace?
}

final class Relay {
    weak var controller: Controller?
    var cancellables: Set<AnyCancellable> = []

    func watch(_ controller: Controller?) {
        controller?.workspace?.area?.objectWillChange.sink { _ in print("changed") }
            .store(in: &cancellables)
        self.controller?.workspace!.area?.objectWillChange.sink { _ in }
            .store(in: &cancellables)
    }
}

struct CountView: View {
    var other: Other

    var body: some View {
        Text("\(other.count)")
    }
}
