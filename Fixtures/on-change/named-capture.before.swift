import SwiftUI

struct Editor: View {
    @ObservedObject var state: EditorState
    @ObservedObject var session: Session

    var body: some View {
        Text(state.item.title)
            // The capture held the value before the change: it becomes the old value.
            .onChange(of: state.item) { [before = state.item] newItem in
                state.save(before)
                print(newItem)
            }
            .onChange(of: session.status) { [oldValue = session.status, weak session] status in
                log(oldValue, status)
                print(session?.status ?? .idle)
            }
            .onChange(of: self.session.status) { [weak state, previous = session.status] status in
                if previous == .connecting, status == .connected { state?.save(Item()) }
            }
            // A capture of something else is not the old value.
            .onChange(of: session.status) { [title = state.item.title] status in
                print(title, status)
            }
    }
}
