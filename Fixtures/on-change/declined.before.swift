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
