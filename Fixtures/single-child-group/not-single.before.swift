import SwiftUI

struct Shapes<Content: View>: View {
    let items: [String]
    let label: String?
    let kind: Int
    let content: Content

    var body: some View {
        VStack {
            Group {
                ForEach(items, id: \.self) { Text($0) }
            }
            .font(.caption)
            Group {
                Text("a")
                Text("b")
            }
            .buttonStyle(.bordered)
            Group {
                if let label {
                    Text(label)
                } else {
                    Color.clear
                }
            }
            .accessibilityHidden(label == nil)
            Group {
                if label != nil {
                    Text("shown")
                }
            }
            .padding()
            Group {
                switch kind {
                case 0: Text("zero")
                default: Text("other")
                }
            }
            .bold()
            Group {
                content
            }
            .padding()
            Group {
                let title = "t"
                Text(title)
            }
            Group {
                header()
            }
        }
    }

    func header() -> some View { Text("h") }
}
