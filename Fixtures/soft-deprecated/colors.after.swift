import SwiftUI
import UIKit

// Color(_:) with a value that is provably a UIColor or CGColor → the labelled initialiser.
struct Palette: View {
    let accent: UIColor = .systemBlue
    let border = UIColor(white: 0.9, alpha: 1)

    var body: some View {
        VStack {
            Color(uiColor: UIColor.systemBackground)
            Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            Color(uiColor: UIColor.white.withAlphaComponent(0.8))
            Color(uiColor: UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white })
            Color(uiColor: UIColor(named: "Brand")!)
            Color(uiColor: .secondarySystemBackground)
            Color(uiColor: accent)
            Color(uiColor: border)
            Color(uiColor: isOn ? UIColor.systemGreen : UIColor.systemGray)
            Color(uiColor: count > 1
                ? UIColor.systemBackground
                : UIColor.secondarySystemBackground)
            Color(cgColor: CGColor(gray: 0.5, alpha: 1))
        }
    }

    var isOn: Bool { true }
    var count: Int { 2 }
}

extension UIColor {
    var color: Color { Color(uiColor: self) }
}

func tint(_ uiColor: UIColor) -> Color {
    Color(uiColor: uiColor)
}
