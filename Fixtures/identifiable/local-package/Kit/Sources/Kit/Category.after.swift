public enum Category: String, CaseIterable {
    case news, sports
}

extension Category: Identifiable {
    public var id: Self { self }
}
