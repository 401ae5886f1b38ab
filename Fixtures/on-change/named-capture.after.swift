import SwiftUI

struct Editor: View {
    @ObservedObject var state: EditorState
    @ObservedObject var session: Session

    var body: some View {
        Text(state.item.title)
            // The capture held the value before the change: it becomes the old value.
            .onChange(of: state.item) { before, newItem in
                state.save(before)
                print(newItem)
            }
            .onChange(of: session.status) { [weak session] oldValue, status in
                log(oldValue, status)
                print(session?.status ?? .idle)
            }
            .onChange(of: self.session.status) { [weak state] previous, status in
                if previous == .connecting, status == .connected { state?.save(Item()) }
            }
            // A capture of something else is not the old value.
            .onChange(of: session.status) { [title = state.item.title] _, status in
                print(title, status)
            }
    }
}
