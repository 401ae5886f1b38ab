import SwiftUI
import UIKit

// Color(_:) with a value that is provably a UIColor or CGColor → the labelled initialiser.
struct Palette: View {
    let accent: UIColor = .systemBlue
    let border = UIColor(white: 0.9, alpha: 1)

    var body: some View {
        VStack {
            Color(UIColor.systemBackground)
            Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            Color(UIColor.white.withAlphaComponent(0.8))
            Color(UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white })
            Color(UIColor(named: "Brand")!)
            Color(.secondarySystemBackground)
            Color(accent)
            Color(border)
            Color(isOn ? UIColor.systemGreen : UIColor.systemGray)
            Color(count > 1
                ? UIColor.systemBackground
                : UIColor.secondarySystemBackground)
            Color(CGColor(gray: 0.5, alpha: 1))
        }
    }

    var isOn: Bool { true }
    var count: Int { 2 }
}

extension UIColor {
    var color: Color { Color(self) }
}

func tint(_ uiColor: UIColor) -> Color {
    Color(uiColor)
}
