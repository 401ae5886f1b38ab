import SwiftUI

struct Level: View {
    let level: Int
    var doubled: Int { level * 2 }

    var body: some View {
        Text("\(level)")
            .onChange(of: level) { newLevel in
                print(self.level, newLevel)
            }
            .onChange(of: doubled) { newValue in
                print(doubled, newValue)
            }
            .onChange(of: level) { [level] in
                print(level, $0)
            }
    }
}
