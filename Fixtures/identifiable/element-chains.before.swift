import SwiftUI

struct Room {
    let id: UUID
    let name: String
}

extension Array where Element == Room {
    static var mock: [Room] { [Room(id: UUID(), name: "Lobby")] }
}

struct RoomsState {
    var rooms: [Room]
}

final class RoomsContext: ObservableObject {
    @Published var viewState = RoomsState(rooms: [])
}

struct RoomsView: View {
    static let previewRooms = [Room].mock
    @ObservedObject var context: RoomsContext

    var body: some View {
        List {
            ForEach(context.viewState.rooms, id: \.id) { room in
                Text(room.name)
            }
            ForEach(Self.previewRooms, id: \.id) { room in
                Text(room.name)
            }
        }
    }
}
