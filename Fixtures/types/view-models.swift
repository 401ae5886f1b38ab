import SwiftUI
import Combine

// The shapes the issue names, as apps write them: `self?.` in `[weak self]` closures reaching
// inherited members, members from protocol extensions and constrained extensions, closure-call
// initialisers without a written result, implicitly unwrapped properties used as values,
// ForEach over arrays reached through member chains (`context.viewState.rooms`, `[Room].mock`),
// generic items, alert titles from an item's member, design tokens in a view's modifiers.

struct Room: Identifiable, Hashable {
    let id: String
    let name: String
    let unread: Int
    let accent: Color
}

extension Array where Element == Room {
    static var mock: [Room] { [Room(id: "1", name: "General", unread: 2, accent: .blue)] }
    var unreadTotal: Int { reduce(0) { $0 + $1.unread } }
}

struct ViewState {
    var rooms: [Room] = []
    var warning: String?
    static let rooms = [Room].mock
}

class ViewModelBase: ObservableObject {
    @Published var state = ViewState()
    let context = Context()
}

final class Context: ObservableObject {
    @Published var viewState = ViewState()
    var isSearching = false
}

protocol StoreHolding {
    var holder: String { get }
}

final class Store: ObservableObject {
    @Published var count = 0
    static let shared = {
        let store = Store()
        store.count = 1
        return store
    }()
}

extension StoreHolding {
    var store: Store { Store.shared }
}

final class HomeViewModel: ViewModelBase, StoreHolding {
    let holder = "home"
    var detail: DetailModel!
    private var cancellables: Set<AnyCancellable> = []

    func bind() {
        context.$viewState
            .sink { [weak self] state in
                self?.context.objectWillChange.send()
                self?.state.rooms = state.rooms
                let count = self?.context.viewState.rooms.count ?? 0
                _ = count
            }
            .store(in: &cancellables)
        store.objectWillChange.send()
        detail.objectWillChange.send()
        show(detail)
        let title = detail.title.uppercased()
        _ = (title, state.rooms.unreadTotal, ViewState.rooms.first?.name)
    }

    func show(_ model: DetailModel) {}
}

final class DetailModel: ObservableObject {
    @Published var title = "Detail"
}

struct Item<ID: Hashable>: Identifiable {
    let id: ID
    let label: String
    let tint: Color
}

struct Alerted: Identifiable {
    let id = 0
    let warning: String
}

struct HomeView: View {
    @ObservedObject var model: HomeViewModel
    let items: [Item<UUID>]
    @State private var alerted: Alerted?
    @State private var showsWarning = false

    var body: some View {
        List {
            ForEach(model.context.viewState.rooms) { room in
                Text(room.name)
                    .foregroundColor(room.accent)
            }
            ForEach(ViewState.rooms) { room in
                Text("\(room.unread)")
            }
            ForEach(items) { item in
                Text(item.label)
                    .foregroundColor(item.tint)
            }
            ForEach(model.state.rooms.filter { $0.unread > 0 }, id: \.id) { room in
                Text(room.id)
            }
        }
        .alert(item: $alerted) { item in
            Alert(title: Text(item.warning))
        }
        .alert(Text(model.state.warning ?? "Warning"), isPresented: $showsWarning) {
            Button("OK") {}
        }
    }
}
