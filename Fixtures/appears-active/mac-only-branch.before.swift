// fixture: --min-ios 18 --min-macos 15
import SwiftUI

// A file also built for iOS, with the property and its uses where an #if leaves iOS out:
// only macOS reads them, so they are rewritten.
struct PortField: View {
    @State private var port = 8080
    #if os(macOS)
    @Environment(\.controlActiveState) private var activeState
    #endif

    var body: some View {
        TextField("Port", value: $port, format: .number)
        #if os(macOS)
            .onChange(of: activeState) { _, newState in
                if newState != .key { save() }
            }
        #endif
    }

    private func save() {}
}
