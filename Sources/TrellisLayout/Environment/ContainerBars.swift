/// The bars of a screen's view-controller containers, placed for the canvas's device and orientation, and
/// the safe area they leave the content (docs/semantics.md, "View-controller containers").
///
/// - Navigation bar: under the status bar (the device's top inset), 44 tall — 32 in compact height on a
///   phone, where large titles don't show — 96 with a large title, 30 more with a prompt.
/// - Tab bar: at the bottom, 49 tall (32 in compact height on a phone) plus the device's bottom inset,
///   which it covers.
/// - Toolbar: 44 tall (32 in compact height) directly above the tab bar, or at the bottom covering the
///   bottom inset when there is no tab bar.
/// - The content's safe area: the device's, with the top moved down to the navigation bar's bottom and the
///   bottom up to the top of the toolbar or tab bar.
extension LayoutDocument {
    /// The document with its containers' bars added as the top-most root views and the canvas's safe area
    /// moved inside them; itself when it has none (applied once: the result has none).
    public func applyingContainers() -> LayoutDocument {
        guard let containers, containers.navigation != nil || containers.tabBar != nil else { return self }
        var out = self
        out.containers = nil
        let bars = ContainerBars(containers, canvas: canvas)
        out.canvas.safeArea = bars.contentSafeArea
        out.views += bars.views
        return out
    }
}

struct ContainerBars {
    let views: [ViewNode]
    let contentSafeArea: EdgeInsets

    init(_ containers: ViewControllerContainers, canvas: Canvas) {
        let device = canvas.safeArea
        let compactPhone = canvas.traits.verticalSizeClass == .compact && canvas.traits.horizontalSizeClass == .compact
        let compactHeight = canvas.traits.verticalSizeClass == .compact
        let barHeight = compactPhone ? 32.0 : ControlMetrics.toolbarHeight
        var views: [ViewNode] = []
        var top = device.top, bottom = device.bottom
        if let navigation = containers.navigation {
            let large = navigation.prefersLargeTitles && !compactHeight
            var height = large ? ControlMetrics.largeTitleNavigationBarHeight : (compactPhone ? 32 : 44)
            if navigation.prompt != nil { height += Self.promptHeight }
            var bar = ViewNode(name: ViewControllerContainers.navigationBarName, kind: .navigationBar)
            bar.text = navigation.title
            bar.control.prefersLargeTitles = large
            bar.frame = Rect(x: 0, y: device.top, width: canvas.width, height: height)
            bar.autoresizing = [.flexibleWidth, .flexibleBottomMargin]
            views.append(bar)
            top = device.top + height
        }
        var bottomEdge = canvas.height
        if let tabs = containers.tabBar {
            let height = (compactPhone ? 32 : ControlMetrics.tabBarHeight) + device.bottom
            var bar = ViewNode(name: ViewControllerContainers.tabBarName, kind: .tabBar)
            bar.control.tabItems = tabs.items
            bar.control.selectedItem = tabs.selected
            bar.frame = Rect(x: 0, y: canvas.height - height, width: canvas.width, height: height)
            bar.autoresizing = [.flexibleWidth, .flexibleTopMargin]
            views.append(bar)
            bottomEdge = canvas.height - height
            bottom = height
        }
        if containers.navigation?.showsToolbar == true {
            let covered = containers.tabBar == nil ? device.bottom : 0
            let height = barHeight + covered
            var bar = ViewNode(name: ViewControllerContainers.toolbarName, kind: .toolbar)
            bar.frame = Rect(x: 0, y: bottomEdge - height, width: canvas.width, height: height)
            bar.autoresizing = [.flexibleWidth, .flexibleTopMargin]
            views.append(bar)
            bottom = canvas.height - bottomEdge + height
        }
        self.views = views
        contentSafeArea = EdgeInsets(top: top, left: device.left, bottom: bottom, right: device.right)
    }

    /// The prompt line a navigation bar adds above its title.
    static let promptHeight: Double = 30
}
