import Testing
@testable import SwiftCST

/// The outline format of Sources/SwiftCST/OUTLINE.md. The expected text was produced by a
/// reference Swift parser over the same source and compared line by line.
struct OutlineTests {
    static let source = """
import SwiftUI
import struct Foundation.URL

@MainActor
final class SettingsModel: ObservableObject {
    @Published var count = 0, limit = 10
    private var cancellables = Set<AnyCancellable>()

    init() {
        super.init()
    }
}

struct ContentView: View {
    @Environment(\\.dismiss) private var dismiss
    let items: [Item]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(items, id: \\.self) { item in
                Text("Hello \\(item.name + "x")")
                    .foregroundColor(.red)
            }
        }
        .padding()
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .sheet(isPresented: $x) { Text("a") } onDismiss: { print("b") }
    }
}

#Preview {
    ContentView(items: [])
}
enum E: String { case a, b = "x" }
let r = #/ab+/#
let s = try? foo(x as? Int ?? 0)
func f<T: Equatable>(_ x: T) async throws -> [T] where T: Hashable { return [x] }
"""

    static let expected = """
decl	import	SwiftUI	1:1	1:15
decl	import	Foundation.URL	2:1	2:29
decl	class	SettingsModel	4:1	12:2
attr	MainActor	4:1	4:11
decl	var	count	6:5	6:41
decl	var	limit	6:5	6:41
attr	Published	6:5	6:15
decl	var	cancellables	7:5	7:53
call	Set<AnyCancellable>		7:32	7:53
decl	init	init	9:5	11:6
call	super.init		10:9	10:21
decl	struct	ContentView	14:1	30:2
decl	var	dismiss	15:5	15:48
attr	Environment	15:5	15:28
decl	let	items	16:5	16:22
decl	var	body	17:5	29:6
call	VStack(alignment: .leading) { ForEach(items, id: \\.self) { item in Text("Hello \\(item.name + "x")") .foregroundColor(.red) } } .padding() #if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif .sheet	isPresented,trailing,onDismiss	18:9	28:72
call	VStack(alignment: .leading) { ForEach(items, id: \\.self) { item in Text("Hello \\(item.name + "x")") .foregroundColor(.red) } } .padding		18:9	24:19
call	VStack	alignment,trailing	18:9	23:10
call	ForEach	_,id,trailing	19:13	22:14
call	Text("Hello \\(item.name + "x")") .foregroundColor	_	20:17	21:43
call	Text	_	20:17	20:49
call	os	_	25:13	25:20
call	.navigationBarTitleDisplayMode	_	26:9	26:48
call	Text	_	28:35	28:44
call	print	_	28:60	28:70
call	#Preview	trailing	32:1	34:2
call	ContentView	items	33:5	33:27
decl	enum	E	35:1	35:35
decl	case	a	35:18	35:33
decl	case	b	35:18	35:33
decl	let	r	36:1	36:16
decl	let	s	37:1	37:33
call	foo	_	37:14	37:33
decl	func	f	38:1	38:82
"""

    @Test func outlineMatchesTheReference() {
        let tree = parse(Self.source)
        #expect(tree.diagnostics.isEmpty)
        #expect(Outline.render(tree) == Self.expected + "\n")
    }

    @Test func positionsCountBytesAndAllLineBreaks() {
        // Line 2 starts after a lone CR, line 3 after CRLF; é is two bytes.
        let tree = parse("let a = 1\rlet é = 2\r\nfunc f() {}\n")
        #expect(Outline.render(tree) == "decl\tlet\ta\t1:1\t1:10\ndecl\tlet\té\t2:1\t2:11\ndecl\tfunc\tf\t3:1\t3:12\n")
    }

    @Test func multipleBindingsAndCaseElementsShareTheDeclarationRange() {
        let tree = parse("enum E { case a, b }\nvar (x, y) = (1, 2), z = 3\n")
        let expected = [
            "decl\tenum\tE\t1:1\t1:21",
            "decl\tcase\ta\t1:10\t1:19",
            "decl\tcase\tb\t1:10\t1:19",
            "decl\tvar\t(x, y)\t2:1\t2:27",
            "decl\tvar\tz\t2:1\t2:27",
        ]
        #expect(Outline.render(tree) == expected.joined(separator: "\n") + "\n")
    }
}
