import SwiftUI

extension EnvironmentValues {
    var pageSize: Int {
        get { self[PagingKey.self] }
        set { self[PagingKey.self] = newValue }
    }
}
