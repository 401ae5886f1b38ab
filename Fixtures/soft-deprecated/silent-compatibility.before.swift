import SwiftUI

// A call that already resolves to the current API needs nothing, not even in fallback
// code: silent entries are never reported, compatibility branch or not.
struct Badge: View {
    var body: some View {
        if #available(iOS 17, *) {
            Text("new").font(.system(.body, design: .rounded))
        } else {
            Text("old")
                .font(.system(.body, design: .rounded))
                .font(.system(size: 12, weight: .bold, design: .rounded))
                .navigationBarTitle("Badge")
        }
        GeometryReader { proxy in
            #if compiler(>=6)
            Text("\(proxy.size.width)")
            #else
            Text("\(proxy.frame(in: .global).minX)")
            #endif
        }
    }
}
