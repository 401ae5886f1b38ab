import Testing
@testable import SwiftCST

/// Constructs found in real code that once parsed wrongly; the expected outlines come from
/// a reference Swift parser (swift-syntax) run over the same source.
struct OutlineRegressionTests {
    static let cases: [(String, String)] = [
        ("struct A { var x: Int { @inline(__always) borrow { _x } nonmutating mutate { _x } } }\n",
         "decl\tstruct\tA\t1:1\t1:86\ndecl\tvar\tx\t1:12\t1:84\nattr\tinline\t1:25\t1:42\n"),
        ("func f() { g { set in set.count } }\n",
         "decl\tfunc\tf\t1:1\t1:36\ncall\tg\ttrailing\t1:12\t1:34\n"),
        ("func f(any: Any) -> Int? { any as? Int }\n",
         "decl\tfunc\tf\t1:1\t1:41\n"),
        ("struct V { @FocusState<Field?>.Binding var focus: Field? }\n",
         "decl\tstruct\tV\t1:1\t1:59\ndecl\tvar\tfocus\t1:12\t1:57\nattr\tFocusState<Field?>.Binding\t1:12\t1:39\n"),
        ("let n = xs.Swift::reduce(0, +)\n",
         "decl\tlet\tn\t1:1\t1:31\ncall\txs.Swift::reduce\t_,_\t1:9\t1:31\n"),
        ("var v: Int { _read { yield 0 } }\n",
         "decl\tvar\tv\t1:1\t1:33\n"),
        ("func f() { let p = unsafe &x; let q = unsafe (y) }\n",
         "decl\tfunc\tf\t1:1\t1:51\ndecl\tlet\tp\t1:12\t1:29\ndecl\tlet\tq\t1:31\t1:49\n"),
        ("func f() { yield(1) }\n",
         "decl\tfunc\tf\t1:1\t1:22\ncall\tyield\t_\t1:12\t1:20\n"),
        ("func f() { lock.withLock { a = 1 }\n    { print(2) }() }\n",
         "decl\tfunc\tf\t1:1\t2:21\ncall\tlock.withLock\ttrailing\t1:12\t1:35\ncall\t{ print(2) }\t\t2:5\t2:19\ncall\tprint\t_\t2:7\t2:15\n"),
        ("var value: Int { read { $0 } }\n",
         "decl\tvar\tvalue\t1:1\t1:31\ncall\tread\ttrailing\t1:18\t1:29\n"),
    ]

    @Test(arguments: cases)
    func matchesTheReference(_ source: String, _ expected: String) {
        let tree = parse(source)
        expectRoundTrip(tree)
        #expect(diagnosticLines(tree) == [])
        #expect(Outline.render(tree) == expected)
    }
}
