// typecheck: skip — async and throwing closures, which onChange does not accept, and a reducer's onChange from a library: the declines under test
import SwiftUI

struct Uploads: View {
    @State private var file: URL?
    let uploader: Uploader

    var body: some View {
        Text(file?.lastPathComponent ?? "none")
            .onChange(of: file) { url async in
                await uploader.upload(url)
            }
            .onChange(of: file) { (url) throws -> Void in
                try uploader.validate(url)
            }
            .onChange(of: file, perform: uploader.handler(newValue:))
            .onChange(of: file, perform: /* queue it */ uploader.enqueue)
    }
}

struct Counter {
    var body: some ReducerProtocol<State, Action> {
        Reduce { _, _ in .none }
            .onChange(of: \.count) { count in
                print(count)
            }
    }
}

// Fallback code kept for older OS versions is left as it is.
struct Legacy: View {
    @State private var query = ""
    var body: some View {
        if #available(iOS 17, *) {
            TextField("Search", text: $query)
                .onChange(of: query) { _, value in print(value) }
        } else {
            TextField("Search", text: $query)
                .onChange(of: query) { value in print(value) }
        }
    }
}

// Several one-argument functions named like the action, with different labels.
struct Ambiguous: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").onChange(of: count, perform: log)
    }
    func log(value: Int) {}
    func log(count: Int) {}
}
