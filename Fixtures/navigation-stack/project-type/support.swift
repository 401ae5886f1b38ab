// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct BarView: View { var body: some View { Text("Bar") } }
