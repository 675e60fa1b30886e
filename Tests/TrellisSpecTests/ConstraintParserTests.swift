import Testing
import TrellisLayout

@testable import TrellisSpec

private func parse(_ text: String) throws -> ConstraintNode { try ConstraintParser().parse(text).node }

private func failure(_ text: String) -> ConstraintSyntaxError? {
    do {
        _ = try ConstraintParser().parse(text)
        return nil
    } catch {
        return error
    }
}

@Test func ownerAttributeEqualsSuperviewPlusConstant() throws {
    let c = try parse("top == superview.top + 10")
    #expect(c.firstItem == .owner)
    #expect(c.firstAttribute == .top)
    #expect(c.relation == .equal)
    #expect(c.secondItem == .superview)
    #expect(c.secondAttribute == .top)
    #expect(c.multiplier == 1)
    #expect(c.constant == 10)
    #expect(c.priority == 1000)
    #expect(c.source == "top == superview.top + 10")
}

@Test func namedItemsRelationsAndNamedPriority() throws {
    let c = try parse("label2.top >= label1.bottom - 10 @high")
    #expect(c.firstItem == .view("label2"))
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.secondItem == .view("label1"))
    #expect(c.secondAttribute == .bottom)
    #expect(c.constant == -10)
    #expect(c.priority == 750)
    #expect(try parse("trailing <= superview.trailing - 10").relation == .lessThanOrEqual)
}

@Test func multiplierBeforeAfterAndDivisor() throws {
    let before = try parse("width == 0.5 * canvas.width")
    #expect(before.multiplier == 0.5)
    #expect(before.secondItem == .canvas)
    let after = try parse("width == superview.width * 2 + 4 @ 999")
    #expect(after.multiplier == 2)
    #expect(after.constant == 4)
    #expect(after.priority == 999)
    let divided = try parse("height == width / 4")
    #expect(divided.multiplier == 0.25)
    #expect(divided.secondItem == .owner)
    #expect(divided.secondAttribute == .width)
}

@Test func constantForms() throws {
    let width = try parse("width == 100")
    #expect(width.secondItem == nil)
    #expect(width.secondAttribute == nil)
    #expect(width.constant == 100)
    #expect(try parse("height >= -2.5 @low").constant == -2.5)
    #expect(try parse("height >= -2.5 @low").priority == 250)
    #expect(try parse("width <= .5@fittingSize").priority == 50)
    #expect(try parse("width == 1 @required").priority == 1000)
    #expect(try parse("width == 1 @defaultHigh").priority == 750)
    // Seed 004 lists medium with low/high/required; SnapKit and Masonry define it as 500 on iOS.
    #expect(try parse("width == 1 @medium").priority == 500)
    #expect(try parse("leading == superview.leading + -8").constant == -8)
}

@Test func everyAttributeParses() throws {
    for attribute in LayoutAttribute.allCases {
        let c = try parse("v.\(attribute.rawValue) == superview.\(attribute.rawValue)")
        #expect(c.firstAttribute == attribute)
        #expect(c.secondAttribute == attribute)
    }
}

@Test func unicodeViewNamesAndOffsets() throws {
    let parsed = try ConstraintParser().parse("标签.top == 按钮.bottom")
    #expect(parsed.node.firstItem == .view("标签"))
    #expect(parsed.firstItemOffset == 0)
    #expect(parsed.secondItemOffset == 10)
}

@Test func errorsCarryExactOffsets() {
    let cases: [(String, String, Int)] = [
        ("", "empty constraint: write e.g. 'top == superview.top + 10'", 0),
        ("label1. == 10", "expected an attribute after 'label1.' (top, leading, width, centerX, …), found '=='", 8),
        ("wdth == 100", "unknown attribute 'wdth' (did you mean 'width'?)", 0),
        ("label1.wdth == 100", "unknown attribute 'wdth' (did you mean 'width'?)", 7),
        (
            "label1 == 100",
            "unknown attribute 'label1': write an attribute (top, leading, width, …) or 'label1.attribute' for a view",
            0
        ),
        ("top = superview.top", "'=' is not a relation: write '=='", 4),
        ("top < superview.top", "'<' is not a relation: write '<='", 4),
        ("top superview.top", "expected '==', '<=' or '>=' after 'top', found 'superview'", 4),
        ("top ==", "expected a constant or 'item.attribute' after '==', found the end of the constraint", 6),
        ("top == superview", "'superview' needs an attribute: write e.g. 'superview.top'", 7),
        ("top == superview.tpo", "unknown attribute 'tpo' (did you mean 'top'?)", 17),
        ("width == 2 * 3", "expected 'item.attribute' after '2 *', found '3'", 13),
        ("width == 2 * a.width * 3", "the multiplier is already written before 'a.width'", 21),
        ("width == a.width / 0", "division by zero", 19),
        ("width == a.width * x", "expected a number after '*', found 'x'", 19),
        ("top == a.top +", "expected a constant after '+', found the end of the constraint", 14),
        (
            "top == a.top + 10 @",
            "expected a priority after '@' (a number in (0, 1000] or required, high, medium, low, fittingSize), found the end of the constraint",
            19
        ),
        (
            "top == a.top @hihg",
            "unknown priority 'hihg' (did you mean 'high'?): write a number in (0, 1000] or required, high, medium, low, fittingSize",
            14
        ),
        ("top == a.top @1001", "priority 1001 is out of range: priorities are in (0, 1000]", 14),
        ("top == a.top @0", "priority 0 is out of range: priorities are in (0, 1000]", 14),
        ("top == a.top @-5", "priority -5 is out of range: priorities are in (0, 1000]", 14),
        ("width == 100 + 20", "unexpected '+': expected '+', '-', '*', '/', '@ priority' or the end", 13),
        ("top == a.top 10", "unexpected '10': expected '+', '-', '*', '/', '@ priority' or the end", 13),
        (
            "top == a.top; x",
            "unexpected character ';': a constraint reads 'item.attribute == item.attribute * multiplier + constant @priority'",
            12
        ),
        ("== 10", "expected an attribute or 'item.attribute', found '=='", 0),
    ]
    for (text, message, offset) in cases {
        let error = failure(text)
        #expect(error?.message == message, "\(text)")
        #expect(error?.offset == offset, "\(text)")
    }
}

@Test func suggestionsPickTheClosestCandidate() {
    #expect(Suggestion.closest(to: "wdth", among: ["width", "height"]) == "width")
    #expect(Suggestion.closest(to: "Width", among: ["width"]) == "width")
    #expect(Suggestion.closest(to: "backgrund", among: ["background", "kind"]) == "background")
    #expect(Suggestion.closest(to: "zzzzzz", among: ["width", "height"]) == nil)
    #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
}
