// typecheck: skip — declares its own disableAutocorrection(_:) with SwiftUI's signature (ambiguous in Swift) and uses Chart without importing Charts
import SwiftUI

// Matching is by call shape: other labels, other argument types, members of other
// values and the project's own declarations are not the deprecated API.
struct Shapes: View {
    var body: some View {
        Text("a")
            .accessibility(myCustom: 1)
            .accessibility(label: Text("a"), extra: true)
            .toolbarBackground(Color.red, for: .navigationBar)
            .toolbarBackground(.ultraThinMaterial)
            .toolbar(.hidden, for: .navigationBar)
            .navigationBarTitle("Title", displayMode: .inline)
            .gesture(MagnificationGesture().onChanged { scale = $0 })
            .gesture(RotationGesture().onChanged { angle in rotation = angle })
            .background(Color("Brand"))
            .background(.ultraThinMaterial)
            .background(Circle().fill(.red))
            .onTapGesture { open() }
            .onTapGesture(count: 2) { location in }
        ScrollView { Text("b") }
            .overlay(Image(palette.RotationGesture))
    }

    var zoom: some Gesture {
        MagnificationGesture().onEnded { _ in }
    }

    let style = PlacementStyle.navigationBarLeading
}

// The project's own disableAutocorrection(_:) backport.
extension View {
    func disableAutocorrection(_ disable: Bool?) -> some View { self }
}

func demo(_ view: some View) -> some View {
    view.disableAutocorrection(true)
}

// Fallback branches for older SDKs and OS versions are left as they are.
struct CompatibilityPlacement {
    static var trailing: ToolbarItemPlacement {
        if #available(iOS 14.0, *) {
            return .topBarTrailing
        } else {
            return .navigationBarTrailing
        }
    }

    static var leading: ToolbarItemPlacement {
        #if swift(>=5.9)
        return .topBarLeading
        #else
        return .navigationBarLeading
        #endif
    }
}

// Swift Charts content has its own cornerRadius, and a bare long press is the current API.
struct Sales: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", 1), y: .value("Sales", 2))
                .cornerRadius(2)
        }
        .onLongPressGesture { }
        .background(Palette.background)
    }
}

enum Palette {
    static let background = Color.white
}
