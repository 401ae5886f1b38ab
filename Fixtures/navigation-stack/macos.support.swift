// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct SourceList: View { var body: some View { Text("Sources") } }
struct Preview: View { var body: some View { Text("Preview") } }
