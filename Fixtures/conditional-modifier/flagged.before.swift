import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    @ViewBuilder
    func applyIfLet<T, Content: View>(_ value: T?, apply: (Self, T) -> Content) -> some View {
        if let value {
            apply(self, value)
        } else {
            self
        }
    }
}

struct Greeting: View {
    let isHighlighted: Bool
    let tint: Color?

    var body: some View {
        Text("Hello")
            .if(isHighlighted) { $0.foregroundStyle(.red) }
            .applyIfLet(tint) { view, tint in view.tint(tint) }
    }
}

/// Greeting's conditions come from this view's state: they change, and are reported.
struct Greetings: View {
    @State private var isOn = false

    var body: some View {
        Greeting(isHighlighted: isOn, tint: isOn ? .red : nil)
            .onTapGesture { isOn.toggle() }
    }
}

extension Bool {
    /// Fixed for the life of the process.
    static var tahoe: Bool {
        if #available(macOS 26, iOS 26, *) {
            return true
        } else {
            return false
        }
    }
}

enum Flags {
    static let compact = false
    static var verbose = false
    /// Set once, by a closure: fixed for the life of the process.
    static let isPreview: Bool = {
        ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
    }()
}

/// Conditions that never flip are not reported; nor is a static var, which nothing shows
/// to change while the view lives.
struct Toolbar: View {
    var body: some View {
        Text("Branch")
            .if(.tahoe) { $0.padding(.leading, 10) }
            .if(Bool.tahoe) { $0.bold() }
            .if(true) { $0.italic() }
            .if(Flags.compact) { $0.font(.caption) }
            .if(Flags.verbose) { $0.font(.body) }
            .if(Flags.isPreview) { $0.border(.red) }
    }
}

extension UIDevice {
    /// Fixed for the life of the process: the device's idiom never changes.
    static var isPad: Bool { current.userInterfaceIdiom == .pad }
    static var isPhoneOrMac: Bool {
        UIDevice.current.userInterfaceIdiom == .phone || ProcessInfo.processInfo.isiOSAppOnMac
    }
}

enum Layout {
    static var isWide: Bool { !UIDevice.isPad && Flags.compact }
    /// Reads a setting that is not shown to change: not reported.
    static var isDense: Bool { Flags.verbose && UIDevice.isPad }
}

struct DeviceBadge: View {
    var body: some View {
        Text("Device")
            .if(UIDevice.isPad) { $0.padding(.leading, 10) }
            .if(UIDevice.isPhoneOrMac) { $0.bold() }
            .if(Layout.isWide) { $0.italic() }
            .if(Layout.isDense) { $0.font(.caption) }
    }
}

extension View {
    /// A modified `self` in one branch, `self` in the other.
    @ViewBuilder
    func shimmer(_ active: Bool) -> some View {
        if active {
            self.redacted(reason: .placeholder).opacity(0.5)
        } else {
            self
        }
    }

    /// Two closures, two view types.
    @ViewBuilder
    func either<A: View, B: View>(_ condition: Bool, then first: (Self) -> A, otherwise second: (Self) -> B) -> some View {
        if condition {
            first(self)
        } else {
            second(self)
        }
    }
}

struct File: Identifiable {
    let id: Int
    let isFolder: Bool
    var isStarred: Bool

    mutating func toggleStar() { isStarred.toggle() }
}

/// A row's `let` that the parent sets from its state flips while the row keeps its
/// identity: reported. One that every construction passes a fixed value for is not.
struct FileRow: View {
    let file: File
    let isSelected: Bool
    let isFolder: Bool
    let isCompact: Bool

    var body: some View {
        Text("\(file.id)")
            .if(isSelected) { $0.bold() }
            .if(isFolder) { $0.italic() }
            .if(isCompact) { $0.font(.caption) }
            .if(file.isFolder) { $0.underline() }
    }
}

struct Files: View {
    @State private var files: [File] = []
    @State private var selection: Int?
    @State private var isLoading = false

    var body: some View {
        List {
            ForEach(files) { file in
                FileRow(file: file, isSelected: selection == file.id, isFolder: file.isFolder, isCompact: true)
                    .if(file.isFolder) { $0.padding(.leading, 4) }
                    .if(file.isStarred) { $0.tint(.yellow) }
            }
            ForEach(files) {
                FileRow(file: $0, isSelected: false, isFolder: $0.isFolder, isCompact: !Flags.compact)
                    .if($0.isFolder) { $0.padding(.trailing, 4) }
            }
        }
        .shimmer(isLoading)
        .either(isLoading, then: { $0.opacity(0.5) }, otherwise: { $0.tint(.red) })
    }
}

/// Set through an initialiser: every construction passes a fixed value or leaves the
/// default, so not reported.
struct Editor: View {
    let customFont: Font?

    init(placeholder: String, customFont: Font? = nil) {
        self.customFont = customFont
    }

    var body: some View {
        Text("Editor")
            .if(customFont != nil) { $0.font(customFont) }
    }
}

/// Computed by the initialiser: not followed, so not shown to change; not reported.
struct Meter: View {
    let isLarge: Bool

    init(limit: Int) {
        self.isLarge = limit > 10
    }

    var body: some View {
        Text("Meter")
            .if(isLarge) { $0.font(.largeTitle) }
    }
}

struct Forms: View {
    var body: some View {
        Editor(placeholder: "Name")
        Editor(placeholder: "Key", customFont: .custom("Menlo", size: 13, relativeTo: .footnote))
        Meter(limit: 3)
    }
}

extension View {
    /// Every use has a condition that never flips: the declaration is not reported.
    @ViewBuilder
    func whenAvailable<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct Glass: View {
    var body: some View {
        Text("Glass")
            .whenAvailable(.tahoe) { $0.padding() }
            .whenAvailable(Bool.tahoe) { $0.bold() }
    }
}

extension View {
    /// Called without its condition, which then is the default `true`: that call never flips.
    @ViewBuilder
    func placeholder(active: Bool = true, opacity: Double = Self.defaultOpacity) -> some View {
        if active {
            self.redacted(reason: .placeholder).opacity(opacity)
        } else {
            self
        }
    }
}

extension View {
    static var defaultOpacity: Double { 0.5 }
}

struct Skeleton: View {
    @State private var isLoading = true

    var body: some View {
        VStack {
            Text("Always a placeholder").placeholder()
            Text("Loading").placeholder(active: isLoading)
        }
    }
}

// A view model's state: written once by the model's initialiser (fixed for the view's
// life), or later by a method, or replaced by a new value (may flip).
struct HomeState {
    var isSearchEnabled = true
    var isPinned = false
    var query = ""
}

struct PanelState {
    var isWide = false
}

final class HomeModel: ObservableObject {
    @Published var state: HomeState
    @Published var panel = PanelState()

    init(globalSearch: Bool) {
        state = HomeState()
        if globalSearch {
            state.isSearchEnabled = false
        }
    }

    func search(_ text: String) { state.query = text }
    func pin() { state.isPinned = true }
    func reset() { panel = PanelState() }
}

struct Home: View {
    @ObservedObject var model: HomeModel

    var body: some View {
        VStack {
            Text("Search").if(model.state.isSearchEnabled) { $0.padding() }
            Text("Pinned").if(model.state.isPinned) { $0.bold() }
            Text("Panel").if(model.panel.isWide) { $0.padding() }
        }
    }
}

// A `let` each of the view's own initialisers sets to a literal.
struct Alternate<Content: View>: View {
    private let measures: Bool
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.measures = false
    }

    init(measuring: Void, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.measures = true
    }

    var body: some View {
        content.if(measures) { $0.border(Color.red) }
    }
}

// A parameter every call passes a literal for, or leaves at its default; and one a call
// passes state for.
extension View {
    func rounded(_ radius: CGFloat, container: Bool = false) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius)).if(container) { $0.padding(radius) }
    }

    func framed(_ width: CGFloat, outlined: Bool = false) -> some View {
        padding(width).if(outlined) { $0.border(Color.gray) }
    }
}

struct Cards: View {
    @State private var isOutlined = false
    @State private var choice = 0
    let many: Bool

    var body: some View {
        VStack {
            Text("a").rounded(8)
            Text("b").rounded(8, container: true)
            Alternate { Text("measured") }
            Text("c").framed(2, outlined: isOutlined)
            Menu("Options") {
                Picker("Choice", selection: $choice) { Text("0").tag(0) }
                    .if(many) { $0.pickerStyle(.menu) }
            }
        }
    }
}

// Calls that are not the project's conditional modifier, or whose condition cannot flip.
struct Instance {
    let name: String
}

struct Theme {
    let color: Color

    static let accent = Theme(color: .orange)
}

extension View {
    @ViewBuilder
    func contextMenu(instance: Instance?) -> some View {
        if let instance {
            self.contextMenu { Text(instance.name) }
        } else {
            self
        }
    }

    @ViewBuilder
    func tint(_ theme: Theme?) -> some View {
        if let theme {
            self.foregroundStyle(theme.color)
        } else {
            self
        }
    }

    func marker(_ count: Int) -> some View {
        overlay { Text("\(count)") }
    }

    @ViewBuilder
    func marker(_ count: Int?) -> some View {
        if let count {
            self.overlay { Text("\(count)") }
        } else {
            self
        }
    }
}

struct InstanceRow: View {
    let instance: Instance
    let count: Int
    @State private var selected: Instance?
    @State private var theme: Theme?
    @State private var isCompact = false

    var body: some View {
        List {
            Text("SwiftUI's menu").contextMenu { Text("Copy") }
            Text("Always bound").contextMenu(instance: instance)
            Text("May be nil").contextMenu(instance: selected)
            Text("SwiftUI's tint").tint(.red)
            Text("SwiftUI's tint").tint(Color.blue)
            Text("SwiftUI's tint").tint(isCompact ? .red : .primary)
            Text("Project tint").tint(theme)
            Text("Either overload").marker(count)
        }
        .if(isCompact) { $0.listStyle(.plain) }
    }
}

extension View {
    /// Public, but no call in the project is shown to flip: not reported.
    @ViewBuilder
    public func highlightedIf(_ condition: Bool) -> some View {
        if condition {
            self.bold()
        } else {
            self
        }
    }
}

/// Every construction passes a closure or nil: `action != nil` is fixed per construction.
struct SidebarButton: View {
    let title: String
    let action: (() -> Void)?

    var body: some View {
        Text(title)
            .if(action != nil) { $0.onTapGesture { action?() } }
    }
}

struct Sidebar: View {
    var body: some View {
        VStack {
            SidebarButton(title: "Open", action: { print("open") })
            SidebarButton(title: "Label", action: nil)
        }
    }
}

// A row's element of an enum without payloads is the row's identity: what is computed from
// it alone is fixed for the row, even when the list changes. Joined with a @State, it flips.
enum BarButton: String, Identifiable {
    case play, menu
    var id: String { rawValue }
}

struct ActionBar: View {
    @State private var buttons: [BarButton] = [.play, .menu]
    @State private var isCompact = false

    func isMenu(_ button: BarButton) -> Bool {
        switch button {
        case .menu: true
        case .play: false
        }
    }

    var body: some View {
        ForEach(buttons) { button in
            Text(button.rawValue)
                .if(isMenu(button)) { $0.italic() }
            Text(button.rawValue)
                .if(isCompact && isMenu(button)) { $0.bold() }
        }
    }
}

// A computed property of an @Observable object held plainly reads only its `let`: fixed.
// One reading a stored `var` changes. A matched-geometry effect has no argument to vary.
@Observable final class StatusModel {
    let link: String?
    var title = ""

    init(link: String?) { self.link = link }

    var url: URL? { link.flatMap(URL.init(string:)) }
    var hasTitle: Bool { !title.isEmpty }
}

struct StatusRow: View {
    var model: StatusModel
    @Namespace private var cover

    var body: some View {
        Text("Link")
            .if(model.url != nil) { $0.italic() }
        Text("Title")
            .if(model.hasTitle) { $0.bold() }
        Color.red
            .if(model.hasTitle) { $0.matchedGeometryEffect(id: "cover", in: cover) }
    }
}
