// typecheck: skip — Apple's deprecated types of every platform in one view, and project types adopting protocols only SwiftUI can adopt
import SwiftUI

// The Types and Protocols sections: advice only (a structural pass may take some over).
struct Legacy: View {
    @Environment(\.controlActiveState) private var controlActiveState
    @Environment(\.presentationMode) private var presentationMode
    var category: ContentSizeCategory = .large
    var state: ControlActiveState?
    var mode: PresentationMode?

    var body: some View {
        NavigationView {
            VStack {
                MenuButton("Actions") { Text("a") }
                Text("b")
                    .contextMenu(ContextMenu { Text("c") })
                    .alert(isPresented: $shown) { Alert(title: Text("d")) }
                    .actionSheet(isPresented: $sheet) { ActionSheet(title: Text("e")) }
            }
            .tabViewStyle(CarouselTabViewStyle())
            .menuStyle(BorderedButtonMenuStyle())
            .menuStyle(BorderlessButtonMenuStyle())
            .menuButtonStyle(PullDownMenuButtonStyle())
            .menuButtonStyle(BorderlessPullDownMenuButtonStyle())
            .menuButtonStyle(BorderlessButtonMenuButtonStyle())
            .menuButtonStyle(DefaultMenuButtonStyle())
            .pickerStyle(PopUpButtonPickerStyle())
        }
        .navigationViewStyle(ColumnNavigationViewStyle())
        .navigationViewStyle(DefaultNavigationViewStyle())
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

// Outside `.navigationViewStyle(...)`, whose own advice covers them, the styles are reported.
let navigationStyles: [any NavigationViewStyle] = [
    ColumnNavigationViewStyle(), DefaultNavigationViewStyle(), DoubleColumnNavigationViewStyle(), StackNavigationViewStyle(),
]

// `Alert.Button` builds ActionSheets too: the ActionSheet (or Alert) using it is reported.
func sortSheet() -> ActionSheet {
    let cancel: Alert.Button = .cancel()
    return ActionSheet(title: Text("Sort"), buttons: [cancel, Alert.Button.default(Text("Name"))])
}

// Outside `.contextMenu(...)`, whose own advice covers it, a ContextMenu is reported.
let shareMenu = ContextMenu { Text("Share") }

struct Custom: NavigationViewStyle {}
struct Pulse: AnimatableModifier {}
struct Pop: MenuButtonStyle {}
