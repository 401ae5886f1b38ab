// fixture: --min-ios 18 --min-macos 15 --min-tvos 18 --min-watchos 11 --min-visionos 2
import SwiftUI

// Views the ScrollView's callers give it may scroll: a ViewModifier's `content`, a closure
// called in a property of the same type; a property named like a type is followed too.
struct Sheet: ViewModifier {
    func body(content: Content) -> some View {
        ScrollView(showsIndicators: false) { content }
    }
}
struct Pager<C: View>: View {
    let make: () -> C
    var body: some View { ScrollView(showsIndicators: false) { page } }
    private var page: some View { VStack { make() } }
}
struct Editor: View { @State var t = ""; var body: some View { TextEditor(text: $t) } }
struct Ctx: ViewModifier {
    @State var show = false
    func body(content: Content) -> some View { content.sheet(isPresented: $show) { Editor() } }
}
struct Screen: View {
    var body: some View {
        ScrollView(showsIndicators: false) { VStack { Text("header"); Collections } }
    }
    var Collections: some View { Text("c").modifier(Ctx()) }
}
// Nothing inside scrolls: rewritten.
struct Plain: View {
    var body: some View {
        ScrollView { VStack { Text("a"); footer } }.scrollIndicators(.hidden)
    }
    var footer: some View { Text("f") }
}

// A generic parameter that is a model, not a view: nothing its callers give scrolls here.
protocol GridModel: ObservableObject {
    var titles: [String] { get }
}

struct Grid<Model: GridModel>: View {
    @ObservedObject var model: Model

    var body: some View {
        ScrollView { rows }.scrollIndicators(.hidden)
    }

    private var rows: some View {
        ForEach(model.titles, id: \.self) { Text($0) }
    }
}

// A closure typed through a typealias of the type returns the callers' view too.
struct CardsPager<Element, Header: View>: View {
    typealias HeaderFactory = (_ element: Element) -> Header
    let elements: [Element]
    private let headerFactory: HeaderFactory

    var body: some View {
        ScrollView(showsIndicators: false) { page }
    }

    private var page: some View {
        VStack { if let first = elements.first { headerFactory(first) } }
    }
}
