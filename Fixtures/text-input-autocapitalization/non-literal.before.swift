import SwiftUI
import UIKit

struct FieldRow: View {
    let title: String
    @Binding var text: String
    var style: UITextAutocapitalizationType = .sentences
    var isCode = false

    var body: some View {
        TextField(title, text: $text)
            .autocapitalization(style)
            .autocapitalization(isCode ? .allCharacters : .none)
            .autocapitalization(.init(rawValue: 0)!)
    }
}
