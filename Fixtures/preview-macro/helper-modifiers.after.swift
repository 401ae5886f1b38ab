import SwiftUI

// A preview that calls a project helper setting PreviewProvider-only modifiers (a device,
// a display name) would lose them as a #Preview: kept, with the helper named. A helper
// that sets none converts.
extension View {
    func onDevices() -> some View {
        ForEach(["iPhone SE (3rd generation)", "iPhone 15"], id: \.self) { name in
            self.previewDevice(PreviewDevice(rawValue: name)).previewDisplayName(name)
        }
    }

    func padded() -> some View {
        padding(8)
    }

    // Sets them two calls down: through onDevice(_:).
    func onDeviceGroup(_ names: [String]) -> some View {
        Group {
            ForEach(names, id: \.self) { name in
                onDevice(name)
            }
        }
    }

    func onDevice(_ name: String) -> some View {
        previewDevice(PreviewDevice(rawValue: name)).previewDisplayName(name)
    }
}

struct Card: View {
    var body: some View { Text("Card") }
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Card().onDevices()
    }
}

#Preview {
    Card().padded()
}

struct GroupedCard_Previews: PreviewProvider {
    static var previews: some View {
        Card().onDeviceGroup(["iPhone 15"])
    }
}
