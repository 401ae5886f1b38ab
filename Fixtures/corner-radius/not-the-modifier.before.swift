import SwiftUI
import UIKit

enum Theme {
    static func cornerRadius(_ size: CGFloat) -> CGFloat { size / 4 }
}

struct Style {
    var cornerRadius: CGFloat = 8
}

final class CardCell: UITableViewCell {
    func configure(style: Style) {
        layer.cornerRadius = style.cornerRadius
        contentView.layer.cornerRadius = Theme.cornerRadius(40)
    }
}

struct Card: View {
    let style: Style

    var body: some View {
        RoundedRectangle(cornerRadius: style.cornerRadius)
            .fill(Color.gray)
            .clipShape(.rect(cornerRadius: Theme.cornerRadius(32)))
    }
}

func helper() -> CGFloat {
    let radius = Theme.cornerRadius(12)
    return radius
}
