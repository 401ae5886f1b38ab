enum Filter: String, CaseIterable {
    case all, unread
}

extension Filter: Identifiable {
    var id: Self { self }
}
