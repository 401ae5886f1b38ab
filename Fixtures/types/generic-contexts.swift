import SwiftUI

// A nested type of a generic superclass reached through a subclass of a typealias
// (`Screen.Context` is `Store<State, Action>.Context` with the inheritance clause's
// arguments), and `case let (.some(x), .some(y))` bindings.
import Combine

class StateStoreViewModel<State, Action> {
    final class Context: ObservableObject {
        @Published var viewState: State
        init(viewState: State) { self.viewState = viewState }
    }
    let context: Context
    init(initial: State) { context = Context(viewState: initial) }
}

struct Room: Identifiable { let id: String }
struct ForwardingState { var rooms: [Room] = [] }
enum ForwardingAction { case cancel }

typealias ForwardingViewModelType = StateStoreViewModel<ForwardingState, ForwardingAction>

final class ForwardingViewModel: ForwardingViewModelType {}

struct ForwardingScreen: View {
    @ObservedObject var context: ForwardingViewModel.Context

    var body: some View {
        List {
            ForEach(context.viewState.rooms) { room in
                Text(room.id)
            }
        }
    }
}

func caseLet(_ a: Int?, _ b: Int?) -> Int? {
    switch (a, b) {
    case let (.some(x), .some(y)):
        return min(x, y)
    default:
        return nil
    }
}
