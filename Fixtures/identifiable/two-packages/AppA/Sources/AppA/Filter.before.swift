enum Filter: String, CaseIterable {
    case all, unread
}
