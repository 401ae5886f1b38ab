// typecheck: skip — ForEach(id: \.id) over types without an accessible, Hashable id: the declines under test
import SwiftUI

struct Box<T>: Identifiable {
    let id: Int
    let value: T
}

public struct Record {
    let id: UUID
    public var name: String
}

enum Visibility: CaseIterable {
    case visible, hidden
}

extension Visibility: Identifiable {
    var id: Self { self }
}

struct Hidden {
    private let id: UUID
    let name: String
}

struct Loose {
    var name: String
}

struct Opaque {
    let id: Identifier
}

struct Identifier {
    let raw: String
}

struct Named {
    let id: UUID
    let name: String
}

protocol Choice: CaseIterable, Hashable {}

typealias AnyChoice = Choice

struct DeclinedView: View {
    let boxes: [Box<String>]
    let records: [Record]
    let loose: [Loose]
    let hidden: [Hidden]
    let opaque: [Opaque]
    let named: [Named]
    let external: [URLQueryItem]

    var body: some View {
        VStack {
            ForEach(boxes) { Text($0.value) }
            ForEach(records, id: \.id) { Text($0.name) }
            ForEach(Visibility.allCases) { Text("\($0)") }
            ForEach(loose, id: \.id) { Text($0.name) }
            ForEach(hidden, id: \.id) { Text($0.name) }
            ForEach(opaque, id: \.id) { _ in EmptyView() }
            ForEach(named, id: \.name) { Text($0.name) }
            ForEach(external, id: \.id) { Text($0.name) }
            ForEach(unknownSource(), id: \.id) { Text("\($0)") }
            ForEach(AnyChoice.allCases, id: \.self) { Text("\($0)") }
        }
    }

    func unknownSource() -> [Int] { [] }
}
