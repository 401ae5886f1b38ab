import SwiftUI

// Public, in a target no product exposes: only this package can use it. Converts.
public final class SettingsModel: ObservableObject {
    @Published public var name = ""
    public init() {}
}

struct SettingsScreen: View {
    @ObservedObject var model: SettingsModel
    var body: some View { TextField("Name", text: $model.name) }
}
