import SwiftUI

extension EnvironmentValues {
    @Entry var pageSize: Int = 20
}
