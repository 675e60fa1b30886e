import TrellisLayout
import TrellisReport

/// `<pageControl>`, `<searchBar>`, `<datePicker>` and `<pickerView>`: the attributes that decide their
/// size or drawing (`SelectionControls`), read into the view and written back as spec keys.
enum SelectionControlReading {
    /// The first `toolsVersion` (Xcode 13) from which a date picker without `style` is `automatic`, which
    /// shows compact on an iPhone: Xcode 14 stores such a `date` picker 34.5 tall; Xcode 12 stored one 216
    /// tall (wheels). Where between them Xcode changed is not known.
    static let automaticDatePickerToolsVersion = 19000

    /// Reads the element's settings into `node`; returns the warnings for values Trellis doesn't know.
    static func read(_ e: XMLElement, into node: inout ViewNode, toolsVersion: Int) -> [String] {
        var selection = node.control.selection
        var warnings: [String] = []
        switch node.kind {
        case .pageControl:
            let pages = e["numberOfPages"].flatMap(Int.init).map { max(0, $0) } ?? 3
            selection.pages = min(pages, SelectionControls.maximumPages)
            if pages > selection.pages {
                warnings.append("numberOfPages \(pages) is laid out as \(selection.pages), the most Trellis draws")
            }
            selection.currentPage = min(
                e["currentPage"].flatMap(Int.init).map { max(0, $0) } ?? 0, max(0, selection.pages - 1))
        case .searchBar:
            node.placeholder = e["placeholder"]
            if let style = e["searchBarStyle"] {
                if let value = SelectionControls.SearchBarStyle(rawValue: style) {
                    selection.searchBarStyle = value
                } else {
                    warnings.append("searchBarStyle '\(style)' is not read")
                }
            }
            // Scope titles are stored whether or not the bar shows them; only a shown scope bar has a size.
            if e["showsScopeBar"] == "YES" {
                let titles = e.child("scopeButtonTitles").map { $0.children("string").map(\.text) } ?? []
                selection.scopes = titles.isEmpty ? ["", ""] : titles
            }
        case .datePicker:
            // Without `style`: wheels in a document older than the styles (and, as stored, Xcode 12's),
            // automatic (compact on an iPhone) in later ones.
            let automatic = toolsVersion >= automaticDatePickerToolsVersion ? "compact" : "wheels"
            let style = e["style"] ?? automatic
            if let value = SelectionControls.DatePickerStyle(rawValue: style) {
                selection.datePickerStyle = value
            } else {
                warnings.append("date picker style '\(style)' is laid out as wheels")
                selection.datePickerStyle = .wheels
            }
            if let mode = e["datePickerMode"] {
                if let value = SelectionControls.DatePickerMode(rawValue: mode) {
                    selection.datePickerMode = value
                } else {
                    warnings.append("datePickerMode '\(mode)' is not read")
                }
            }
        default:
            return []
        }
        node.control.selection = selection
        return warnings
    }

    /// The spec keys of a view's settings that differ from UIKit's defaults.
    static func specKeys(_ view: ViewNode) -> [(String, String)] {
        let selection = view.control.selection
        let defaults = SelectionControls()
        var keys: [(String, String)] = []
        switch view.kind {
        case .pageControl:
            keys.append(("pages", String(selection.pages)))
            if selection.currentPage != 0 { keys.append(("currentPage", String(selection.currentPage))) }
        case .searchBar:
            if selection.searchBarStyle != defaults.searchBarStyle {
                keys.append(("style", selection.searchBarStyle.rawValue))
            }
            if !selection.scopes.isEmpty {
                keys.append(("scopes", "[" + selection.scopes.map(JSONValue.quoted).joined(separator: ", ") + "]"))
            }
        case .datePicker:
            keys.append(("style", selection.datePickerStyle.rawValue))
            keys.append(("mode", selection.datePickerMode.rawValue))
        default:
            break
        }
        return keys
    }
}
