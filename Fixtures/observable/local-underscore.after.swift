import SwiftUI

@Observable
final class ServerList {
    var servers: [String] = []

    func add(_ name: String) {
        // A local named like the storage of `servers`, not the storage itself.
        var _servers = servers
        _servers.append(name)
        servers = _servers
    }
}

struct ServersView: View {
    var list: ServerList

    var body: some View {
        Text("\(list.servers.count) servers")
    }
}
