import SwiftUI

// Public, in a target no product exposes: only this package can use it. Converts.
@Observable
public final class SettingsModel {
    public var name = ""
    public init() {}
}

struct SettingsScreen: View {
    @Bindable var model: SettingsModel
    var body: some View { TextField("Name", text: $model.name) }
}
