/// The view-controller containers a screen sits in: a navigation controller (its bar, and its toolbar when
/// shown) and/or a tab bar controller. Their bars are added to the layout as views and shrink the safe area
/// of the content to what UIKit gives it (`LayoutDocument.applyingContainers`).
public struct ViewControllerContainers: Sendable, Hashable {
    /// `UINavigationController`: the top view controller's title and prompt, `prefersLargeTitles`, and
    /// `isToolbarHidden == false`.
    public struct Navigation: Sendable, Hashable {
        public var title: String?
        public var prefersLargeTitles = false
        public var prompt: String?
        public var showsToolbar = false
        public init(
            title: String? = nil, prefersLargeTitles: Bool = false, prompt: String? = nil, showsToolbar: Bool = false
        ) {
            self.title = title
            self.prefersLargeTitles = prefersLargeTitles
            self.prompt = prompt
            self.showsToolbar = showsToolbar
        }
    }

    /// `UITabBarController`: its items' titles and the selected one.
    public struct TabBar: Sendable, Hashable {
        public var items: [String]
        public var selected: Int
        public init(items: [String], selected: Int = 0) {
            self.items = items
            self.selected = selected
        }
    }

    public var navigation: Navigation?
    public var tabBar: TabBar?

    public init(navigation: Navigation? = nil, tabBar: TabBar? = nil) {
        self.navigation = navigation
        self.tabBar = tabBar
    }

    /// The names the bars' views take (a spec can't declare views of these names alongside a container).
    public static let navigationBarName = "navigationBar"
    public static let toolbarName = "toolbar"
    public static let tabBarName = "tabBar"
}
