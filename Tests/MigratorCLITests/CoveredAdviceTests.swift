import Foundation
import Testing

/// soft-deprecated does not repeat advice at a site another pass rewrites or reports.
struct CoveredAdviceTests {
    /// A style on a NavigationView is navigation-stack's (it reports the view it leaves); a
    /// style on another view is nobody else's, and keeps its advice.
    @Test func navigationViewStyleAdviceOnlyWhereNavigationStackCannotSeeIt() throws {
        let source = """
        import SwiftUI
        struct Detail: View {
            var body: some View {
                NavigationView { Text("d") }
                    .navigationViewStyle(StackNavigationViewStyle())
            }
        }
        struct Root: View {
            var body: some View {
                NavigationView { List { NavigationLink("x") { Detail() } } }
                    .navigationViewStyle(.stack)
            }
        }
        struct Shell: View {
            var body: some View { Root().navigationViewStyle(.stack) }
        }
        struct Converted: View {
            var body: some View { NavigationStack { Text("c") }.navigationViewStyle(.stack) }
        }

        """
        let root = try makeDirectory(["A.swift": Array(source.utf8)])
        let result = run(["diff", "--min-ios", "18", "."], in: root)
        let advice = result.err.split(separator: "\n").filter { $0.contains("[soft-deprecated]") }
        // One warning for the modifier (its `.stack` is not repeated), saying it styles only
        // NavigationViews: the view it styles here is a Root, whose NavigationView converts.
        #expect(advice.count == 1, "\(result.err)")
        #expect(advice.allSatisfy { $0.hasPrefix("A.swift:15:") && $0.contains("styles only NavigationViews") }, "\(advice)")
        #expect(result.err.contains("is pushed onto a stack"), "\(result.err)")
        #expect(result.err.contains("A.swift:18:") && result.err.contains("styles nothing there"), "\(result.err)")
    }

    /// Another pass's rewrite of a later modifier in the same chain (on-change) does not
    /// silence a decline at the chain's first call (nested-scroll): a rewrite's site is its
    /// modifier's name, not the start of the chain.
    @Test func aRewriteElsewhereInTheChainKeepsTheDecline() throws {
        let source = """
        import SwiftUI
        struct Inner: View { var body: some View { Form { Text("a") } } }
        struct V: View {
            @State private var items: [Int] = []
            var body: some View {
                ScrollView(.horizontal, showsIndicators: false) { HStack { Inner() } }
                    .onChange(of: items) { v in print(v) }
            }
        }

        """
        let root = try makeDirectory(["A.swift": Array(source.utf8)])
        let result = run(["diff", "--min-ios", "18", "."], in: root)
        #expect(result.out.contains("{ _, v in print(v) }"), "\(result.out)")
        #expect(result.err.contains("A.swift:6:9: warning:") && result.err.contains("would also reach the Form inside"), "\(result.err)")
    }

    /// A rewrite that moves a site (NavigationLink's destination into a closure) or edits a
    /// later modifier of its chain (navigation-title) leaves its advice to report: the
    /// deprecated call is still there after it (SBB design system, round 11).
    @Test func aSiteMovedByARewriteKeepsItsAdvice() throws {
        let source = """
        import SwiftUI
        struct B: View {
            var body: some View {
                ScrollView(showsIndicators: false) { Text("a") }
                    .navigationBarTitle("B")
            }
        }
        struct C: View {
            @State var size: ContentSizeCategory = .medium
            var body: some View {
                NavigationLink(destination: Text("a").environment(\\.sizeCategory, size)) { Text("go") }
            }
        }

        """
        let root = try makeDirectory(["A.swift": Array(source.utf8)])
        let result = run(["diff", "--min-ios", "15", "."], in: root)
        #expect(result.out.contains("NavigationLink {"), "\(result.out)")
        #expect(result.err.contains("A.swift:4:9: warning: 'ScrollView(_:showsIndicators:content:)'"), "\(result.err)")
        #expect(result.err.contains("A.swift:11:61: warning: 'sizeCategory'"), "\(result.err)")
    }

    /// A NavigationView in an `if #available` fallback is navigation-stack's to report when it
    /// runs (49EuroTravel, round 11: both passes said the same at one site).
    @Test func aFallbackIsReportedOnceByThePassThatCoversIt() throws {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                if #available(iOS 16, *) {
                    NavigationStack { Text("a") }
                } else {
                    NavigationView { Text("a") }
                }
            }
        }

        """
        let root = try makeDirectory(["A.swift": Array(source.utf8)])
        let at18 = run(["diff", "--min-ios", "18", "."], in: root).err.split(separator: "\n").filter { $0.hasPrefix("A.swift:7:") }
        #expect(at18.count == 1 && at18[0].hasSuffix("[navigation-stack]"), "\(at18)")
        let at15 = run(["diff", "--min-ios", "15", "."], in: root).err.split(separator: "\n").filter { $0.hasPrefix("A.swift:7:") }
        #expect(at15.count == 1 && at15[0].hasSuffix("[soft-deprecated]"), "\(at15)")
    }

    /// A rewrite that moves a string holding the site's name (`Text("Alert body")`) does not
    /// carry the site: the Alert the alert pass rewrites is not also advised (govuk, round 12).
    @Test func aNameInAMovedStringIsNotTheSite() throws {
        let source = """
        import SwiftUI
        struct V: View {
            @State var show = false
            var body: some View {
                Text("x")
                    .alert(isPresented: $show) {
                        Alert(title: Text("t"), message: Text("Alert body"))
                    }
            }
        }

        """
        let root = try makeDirectory(["A.swift": Array(source.utf8)])
        let result = run(["diff", "--min-ios", "16", "."], in: root)
        #expect(result.out.contains(".alert(Text(\"t\"), isPresented: $show)"), "\(result.out)")
        #expect(!result.err.contains("[soft-deprecated]"), "\(result.err)")
    }
}
