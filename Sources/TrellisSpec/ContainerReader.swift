import TrellisLayout

/// Reads the top-level `navigationController:` and `tabBarController:` keys (`ViewControllerContainers`).
extension DocumentParser {
    static let containerKeys = ["navigationController", "tabBarController"]

    func readContainers(_ fields: Fields) throws -> ViewControllerContainers? {
        var containers = ViewControllerContainers()
        if let node = fields["navigationController"] {
            let nav = try reader.mapping(
                node, "navigationController", keys: ["title", "largeTitle", "prompt", "toolbar"])
            var navigation = ViewControllerContainers.Navigation()
            navigation.title = try nav["title"].map { try reader.string($0, "navigationController title") }
            navigation.prefersLargeTitles = try nav["largeTitle"].map { try reader.bool($0, "largeTitle") } ?? false
            navigation.prompt = try nav["prompt"].map { try reader.string($0, "navigationController prompt") }
            navigation.showsToolbar = try nav["toolbar"].map { try reader.bool($0, "toolbar") } ?? false
            containers.navigation = navigation
        }
        if let node = fields["tabBarController"] {
            let tabs = try reader.mapping(node, "tabBarController", keys: ["items", "selected"])
            guard let itemsNode = tabs["items"] else {
                throw reader.error("tabBarController needs 'items': the tabs' titles", at: node)
            }
            let items = try reader.sequence(itemsNode, "tabBarController items").map {
                try reader.string($0, "tab bar item")
            }
            guard !items.isEmpty else { throw reader.error("tabBarController has an empty item list", at: itemsNode) }
            var selected = 0
            if let selectedNode = tabs["selected"] {
                selected = try reader.integer(selectedNode, "selected", minimum: 0)
                guard selected < items.count else {
                    throw reader.error(
                        "selected \(selected) is past the last of \(items.count) tab bar items", at: selectedNode)
                }
            }
            containers.tabBar = ViewControllerContainers.TabBar(items: items, selected: selected)
        }
        guard containers.navigation != nil || containers.tabBar != nil else { return nil }
        let bars: [(name: String, key: String)?] = [
            containers.navigation.map { _ in (ViewControllerContainers.navigationBarName, "navigationController") },
            containers.navigation?.showsToolbar == true
                ? (ViewControllerContainers.toolbarName, "navigationController") : nil,
            containers.tabBar.map { _ in (ViewControllerContainers.tabBarName, "tabBarController") },
        ]
        for case let (name, key)? in bars {
            if let location = declared[name], let keyNode = fields.keyNode(key) {
                throw reader.error(
                    "the \(key)'s bar is the view '\(name)', but a view declared at line \(location.line) has that name: rename it",
                    at: keyNode)
            }
        }
        return containers
    }
}
