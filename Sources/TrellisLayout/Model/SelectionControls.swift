/// The settings of the controls that choose among values — `UIPageControl` (a page), `UISearchBar` (a
/// query and scope), `UIDatePicker` (a date) and `UIPickerView` (a row per component) — that decide their
/// size or their drawing. Their figures are in `ControlMetrics` (`SelectionControlMetrics.swift`).
public struct SelectionControls: Sendable, Hashable {
    /// `UISearchBar.Style`: `default` and `prominent` draw a bar behind the field, `minimal` none.
    public enum SearchBarStyle: String, Sendable, Hashable, CaseIterable, Codable {
        case `default`, prominent, minimal
    }

    /// `UIDatePickerStyle` as it shows (`automatic` shows `compact` on an iPhone since iOS 14): a button
    /// with the value's text (`compact`), a calendar (`inline`), or spinning wheels (`wheels`).
    public enum DatePickerStyle: String, Sendable, Hashable, CaseIterable, Codable {
        case compact, inline, wheels
    }

    /// `UIDatePicker.Mode`.
    public enum DatePickerMode: String, Sendable, Hashable, CaseIterable, Codable {
        case date, time, dateAndTime, countDownTimer
    }

    /// A page control's `numberOfPages` and `currentPage`.
    public var pages = 3
    public var currentPage = 0
    /// A search bar's `searchBarStyle` and `scopeButtonTitles`; a scope bar shows when there are scopes
    /// (`showsScopeBar`).
    public var searchBarStyle: SearchBarStyle = .default
    public var scopes: [String] = []
    /// A date picker's `preferredDatePickerStyle` and `datePickerMode` (UIKit's defaults on an iPhone).
    public var datePickerStyle: DatePickerStyle = .compact
    public var datePickerMode: DatePickerMode = .dateAndTime
    /// A picker view's components, each the titles of its rows; the first row of each shows selected.
    public var components: [[String]] = [[]]

    public init() {}

    /// The most pages and components a spec may give: each is drawn, and a number alone costs nothing to
    /// write, so a slip of the keyboard mustn't become a billion dots.
    public static let maximumPages = 10_000
    public static let maximumComponents = 100

    /// The style a date picker shows in: a count-down timer is always wheels (UIKit ignores the style).
    public var shownDatePickerStyle: DatePickerStyle {
        datePickerMode == .countDownTimer ? .wheels : datePickerStyle
    }

    /// The text a compact date picker shows for each of its buttons, in the en_US format of a fixed date
    /// and time (the spec names no date: what UIKit shows is today's, which would make layouts change by
    /// the day): one button for a date or a time, two for both.
    public var compactTexts: [String] {
        switch datePickerMode {
        case .date: return [Self.shownDate]
        case .time: return [Self.shownTime]
        case .dateAndTime: return [Self.shownDate, Self.shownTime]
        case .countDownTimer: return []
        }
    }

    /// The fixed date and time a date picker shows: Apple's 9:41 on a date with a wide month name.
    public static let shownDate = "Sep 12, 2023"
    public static let shownTime = "9:41 AM"
}
