import SwiftUI

struct Room: Hashable {
    let id: UUID
    let name: String
}

/// A collection of the project's own: its elements are what `Element` says.
struct RoomList: RandomAccessCollection {
    var storage: [Room]
    var startIndex: Int { storage.startIndex }
    var endIndex: Int { storage.endIndex }
    subscript(position: Int) -> Room { storage[position] }
}

struct RoomsView: View {
    let rooms: [Room]
    let list: RoomList

    var body: some View {
        let firstThree = rooms[0..<3]
        List {
            // An ArraySlice of rooms.
            ForEach(firstThree, id: \.id) { room in
                Text(room.name)
            }
            ForEach(list, id: \.id) { room in
                Text(room.name)
            }
        }
    }
}
