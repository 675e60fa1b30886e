import Testing
import TrellisLayout

@testable import TrellisSpec

/// A screen in a navigation controller and a tab bar controller: the bars are added as views, and the
/// content's safe area is the device's inside them (docs/semantics.md, "View-controller containers").
struct ContainerSpecTests {
    private func solve(_ head: String) throws -> SolvedLayout {
        try TableSpecTests.solve(
            head + """

                views:
                  content:
                    constraints: [leading == safeArea.leading, trailing == safeArea.trailing, top == safeArea.top, bottom == safeArea.bottom]
                """, file: "container.yaml")
    }

    @Test func barsSitUnderTheStatusBarAndOverTheHomeIndicator() throws {
        let layout = try solve(
            """
            device: iPhone 15
            navigationController: {title: Settings}
            tabBarController: {items: [Home, Search, Profile], selected: 1}
            """)
        #expect(layout.frame("navigationBar") == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(layout.frame("tabBar") == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(layout.frame("content") == Rect(x: 0, y: 103, width: 393, height: 666))
        #expect(layout.view(named: "navigationBar")?.textLayout != nil)
        #expect(layout.view(named: "tabBar")?.node.control.tabItems == ["Home", "Search", "Profile"])
    }

    @Test func largeTitlePromptAndToolbar() throws {
        let layout = try solve(
            """
            device: iPhone 15
            navigationController: {title: Inbox, largeTitle: true, prompt: Choose one, toolbar: true}
            """)
        #expect(layout.frame("navigationBar") == Rect(x: 0, y: 59, width: 393, height: 126))
        #expect(layout.frame("toolbar") == Rect(x: 0, y: 774, width: 393, height: 78))
        #expect(layout.frame("content") == Rect(x: 0, y: 185, width: 393, height: 589))
    }

    /// A toolbar shown in a navigation controller inside a tab bar controller sits on the tab bar.
    @Test func toolbarAboveTheTabBar() throws {
        let layout = try solve(
            """
            device: iPhone 15
            navigationController: {title: Files, toolbar: true}
            tabBarController: {items: [Browse, Recents]}
            """)
        #expect(layout.frame("tabBar") == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(layout.frame("toolbar") == Rect(x: 0, y: 725, width: 393, height: 44))
        #expect(layout.frame("content").maxY == 725)
    }

    /// Compact height on a phone: 32-point bars, no large title.
    @Test func landscapePhoneGetsCompactBars() throws {
        let layout = try solve(
            """
            device: {name: iPhone 15, orientation: landscapeLeft}
            navigationController: {title: Inbox, largeTitle: true}
            tabBarController: {items: [Mail, Settings]}
            """)
        #expect(layout.frame("navigationBar") == Rect(x: 0, y: 0, width: 852, height: 32))
        #expect(layout.frame("tabBar") == Rect(x: 0, y: 340, width: 852, height: 53))
        #expect(layout.frame("content") == Rect(x: 59, y: 32, width: 734, height: 308))
    }

    @Test func badContainersAreLocatedErrors() {
        func error(_ spec: String) -> String {
            do {
                _ = try TableSpecTests.solve(spec, file: "container.yaml")
                return "no error"
            } catch let error as SpecError {
                return String(error.description.prefix { $0 != "\n" })
            } catch {
                return "other: \(error)"
            }
        }
        #expect(
            error("canvas: {width: 320, height: 480}\ntabBarController: {items: []}\n")
                == "container.yaml:2:27: error: tabBarController has an empty item list")
        #expect(
            error("canvas: {width: 320, height: 480}\nnavigationController: {titel: A}\n").contains(
                "did you mean 'title'?"))
        #expect(
            error("canvas: {width: 320, height: 480}\nnavigationController: {title: A}\nviews:\n  navigationBar: {}\n")
                == "container.yaml:2:1: error: the navigationController's bar is the view 'navigationBar', but a view declared at line 4 has that name: rename it"
        )
    }
}
