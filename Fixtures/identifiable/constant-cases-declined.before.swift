import SwiftUI

enum Kind: String, CaseIterable {
    case photo, video, audio

    // Not a subset of the cases: may hold one twice.
    static var featured: [Kind] { [.photo, .video, .photo] }
    static func doubled() -> [Kind] { allCases + allCases }
    // Named by the enum's own name in the finding, not `Self`.
    static func tripled() -> [Self] { allCases + allCases + allCases }
}

struct Box<Value> {
    let id: Value
    let title: String
}

struct Screen: View {
    let boxes: [Box<String>]
    let extra: ColorScheme

    var body: some View {
        VStack {
            ForEach(Kind.featured, id: \.self) { kind in Text(kind.rawValue) }
            ForEach(Kind.doubled(), id: \.self) { kind in Text(kind.rawValue) }
            ForEach(Kind.tripled(), id: \.self) { kind in Text(kind.rawValue) }
            // The id is a parameter with no Hashable constraint.
            ForEach(boxes, id: \.id) { box in Text(box.title) }
            // Not only cases (`extra` may repeat one), and not state: taken as written, no report.
            ForEach([extra, .dark], id: \.self) { scheme in Text("\(scheme)") }
        }
    }
}
