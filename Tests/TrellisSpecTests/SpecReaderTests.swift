import Foundation
import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

func readSpec(_ text: String, file: String = "spec.yaml") throws -> LayoutDocument {
    try SpecReader.read(text: text, file: file)
}

/// The issue's core example, exactly as written there.
let issueExample = """
    canvas: {width: 320, height: 568, scale: 2}    # or device: <name>
    views:                       # ordered: name -> view; order is z-order
      bgView:
        background: gray         # CSS colour names, #RRGGBB or #RRGGBBAA
        constraints:             # an attribute with no item means this view
          - leading == superview.leading
          - top == superview.top + 10
          - width == superview.width
        subviews:
          label1:
            kind: label          # view (default), label, button, image, textView, switch, slider
            text: 天地玄黄 宇宙洪荒 日月盈昃 辰宿列张 寒来暑往 秋收冬藏 闰余成岁 律吕调阳
            font: 14             # or {size: 14, weight: bold}
            lines: 0
            preferredMaxLayoutWidth: 300
            constraints:
              - leading == superview.leading + 10
              - trailing <= superview.trailing - 10
              - top == superview.top + 10
          label2:
            kind: label
            text: 天地玄黄
            font: {size: 18, weight: bold}
            lines: 0
            constraints:
              - leading == label1.leading
              - bottom == superview.bottom - 10
    constraints:                 # top level: every item named
      - label2.top == label1.bottom + 10 @750
    """

@Test func issueExampleReadsAsWritten() throws {
    let doc = try readSpec(issueExample)
    #expect(doc.canvas == Canvas(width: 320, height: 568, scale: 2))
    #expect(doc.file == "spec.yaml")
    #expect(doc.views.map(\.name) == ["bgView"])
    let bg = doc.views[0]
    #expect(bg.kind == .view)
    #expect(bg.background == Color(red8: 128, green8: 128, blue8: 128))
    #expect(bg.location == SourceLocation(file: "spec.yaml", line: 3, column: 3))
    #expect(
        bg.constraints.map(\.source) == [
            "leading == superview.leading", "top == superview.top + 10", "width == superview.width",
        ])
    #expect(bg.constraints[1].location == SourceLocation(file: "spec.yaml", line: 7, column: 9))
    #expect(bg.subviews.map(\.name) == ["label1", "label2"])
    let label1 = bg.subviews[0]
    #expect(label1.kind == .label)
    #expect(label1.text == "天地玄黄 宇宙洪荒 日月盈昃 辰宿列张 寒来暑往 秋收冬藏 闰余成岁 律吕调阳")
    #expect(label1.textStyle.font == Font(size: 14))
    #expect(label1.textStyle.numberOfLines == 0)
    #expect(label1.preferredMaxLayoutWidth == 300)
    #expect(label1.constraints[1].relation == .lessThanOrEqual)
    #expect(label1.constraints[1].constant == -10)
    #expect(bg.subviews[1].textStyle.font == Font(size: 18, weight: .bold))
    #expect(doc.constraints.count == 1)
    let top = doc.constraints[0]
    #expect(top.firstItem == .view("label2"))
    #expect(top.secondItem == .view("label1"))
    #expect(top.priority == 750)
    #expect(top.location == SourceLocation(file: "spec.yaml", line: 29, column: 5))
}

@Test func everyViewKeyMapsToTheModel() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-spec-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data([0x89]).write(to: dir.appendingPathComponent("icon.png"))
    let specPath = dir.appendingPathComponent("all.yaml").path
    try """
    version: 1
    device: iphone 8
    views:
      host:
        frame: {x: 5, y: 6, width: 100, height: 50}
        autoresizing: h=-&- v=--&
        layoutMargins: {top: 1, left: 2, bottom: 3, right: 4}
        hidden: true
        subviews:
          zw:
            kind: label
            text: 123
            intrinsicPadding: 20
            lineBreakMode: byWordWrapping
            alignment: center
            lineSpacing: 2.5
            hugging: {horizontal: 251}
            compressionResistance: required
            constraints:
              - {constraint: "top == superview.top", id: zw-top}
          button:
            kind: button
            text: OK
            contentEdgeInsets: {left: 10, right: 10}
            font: {size: 15, weight: medium, scale: 1.5}
          picture: {kind: image, image: icon.png, intrinsicSize: {width: 30}}
          notes: {kind: textView, text: x, scrollEnabled: false, sizeThatFits: {width: 300}, sizeToFit: yes}
          flag: {kind: switch, background: "#FF000080"}
          volume: {kind: slider, layoutMargins: 0, autoresizing: []}
          spacer:
    fitting:
      - {view: host, target: expanded, horizontalPriority: high, verticalPriority: 999}
      - {view: zw}
      - view: notes
        target: {width: 320, height: 0}
    """.write(toFile: specPath, atomically: true, encoding: .utf8)
    let result = try? SpecReader.read(contentsOf: specPath)
    #expect(result == nil) // autoresizing without a frame on 'volume' is an error (checked below)

    let fixed = try String(contentsOfFile: specPath, encoding: .utf8)
        .replacingOccurrences(
            of: "layoutMargins: 0, autoresizing: []",
            with: "layoutMargins: 0, frame: {width: 1, height: 2}, autoresizing: []")
    try fixed.write(toFile: specPath, atomically: true, encoding: .utf8)
    let doc = try SpecReader.read(contentsOf: specPath)
    #expect(doc.canvas == Device.named("iPhone 8")?.canvas)
    let host = doc.views[0]
    #expect(host.frame == Rect(x: 5, y: 6, width: 100, height: 50))
    #expect(host.autoresizing == [.flexibleWidth, .flexibleBottomMargin])
    #expect(host.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(host.isHidden)
    let zw = host.subviews[0]
    #expect(zw.text == "123")
    #expect(zw.intrinsicPadding == Size(width: 20, height: 20))
    #expect(zw.textStyle.lineBreakMode == .byWordWrapping)
    #expect(zw.textStyle.alignment == .center)
    #expect(zw.textStyle.lineSpacing == 2.5)
    #expect(zw.contentHugging == AxisPriorities(horizontal: 251, vertical: 250))
    #expect(zw.compressionResistance == AxisPriorities(horizontal: 1000, vertical: 1000))
    #expect(zw.constraints[0].identifier == "zw-top")
    #expect(zw.constraints[0].location?.column == 27)
    let button = host.subviews[1]
    #expect(button.contentEdgeInsets == EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    #expect(button.textStyle.font == Font(size: 15, weight: .medium, scale: 1.5))
    let picture = host.subviews[2]
    #expect(picture.imagePath == dir.appendingPathComponent("icon.png").standardizedFileURL.path)
    #expect(picture.intrinsicSizeOverride == Size(width: 30, height: noIntrinsicMetric))
    let notes = host.subviews[3]
    #expect(notes.isScrollEnabled == false)
    #expect(notes.sizeThatFits == Size(width: 300, height: 0))
    #expect(notes.sizeToFit)
    #expect(host.subviews[4].kind == .switch)
    #expect(host.subviews[4].background == Color(red8: 255, green8: 0, blue8: 0, alpha8: 0x80))
    #expect(host.subviews[5].layoutMargins == .zero)
    #expect(host.subviews[5].autoresizing == [])
    #expect(host.subviews[6].name == "spacer")
    #expect(host.subviews[6].kind == .view)
    #expect(doc.fittings.count == 3)
    #expect(
        doc.fittings[0]
            == FittingRequest(
                view: "host", target: .expanded, horizontalPriority: 750, verticalPriority: 999,
                location: SourceLocation(file: specPath, line: 32, column: 5)))
    #expect(doc.fittings[1].target == .compressed)
    #expect(doc.fittings[1].horizontalPriority == 50)
    #expect(doc.fittings[2].target == .size(Size(width: 320, height: 0)))
}

@Test func autoresizingNotationsAndNames() throws {
    #expect(
        try AutoresizingNotation.parse("h=&&& v=&&&").get() == [
            .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
            .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
        ])
    #expect(try AutoresizingNotation.parse("v=-&-").get() == [.flexibleHeight])
    #expect(try AutoresizingNotation.parse("h=--- v=---").get() == [])
    let doc = try readSpec(
        """
        canvas: {width: 100, height: 100}
        views:
          a: {frame: {width: 10, height: 10}, autoresizing: [flexibleLeftMargin, flexibleBottomMargin]}
          b: {frame: {width: 10, height: 10}, autoresizing: flexibleHeight}
        """)
    #expect(doc.views[0].autoresizing == [.flexibleLeftMargin, .flexibleBottomMargin])
    #expect(doc.views[1].autoresizing == [.flexibleHeight])
    #expect(doc.views[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
}

@Test func canvasDefaultsAndSafeArea() throws {
    let doc = try readSpec("canvas: {width: 200, height: 100, safeArea: 4}\n")
    #expect(doc.canvas == Canvas(width: 200, height: 100, scale: 2, safeArea: EdgeInsets(all: 4)))
    #expect(doc.views.isEmpty)
    #expect(doc.constraints.isEmpty)
    #expect(doc.fittings.isEmpty)
}

@Test func constraintsMayNameViewsDeclaredLaterAndQuotedFormsWork() throws {
    let doc = try readSpec(
        """
        canvas: {width: 100, height: 100}
        constraints:
          - 'b.top == a.bottom'
          - "b.leading == a.trailing + 8"
        views:
          a: {}
          b:
        """)
    #expect(doc.constraints.map(\.source) == ["b.top == a.bottom", "b.leading == a.trailing + 8"])
    #expect(doc.constraints[0].location == SourceLocation(file: "spec.yaml", line: 3, column: 6))
    #expect(doc.constraints[1].location == SourceLocation(file: "spec.yaml", line: 4, column: 6))
}

@Test func jsonInputReadsWithLocations() throws {
    let json = """
        {
          "canvas": {"width": 320, "height": 568, "scale": 2},
          "views": {
            "bgView": {"background": "#808080",
                       "constraints": ["leading == superview.leading", "top == superview.top + 10"]},
            "label": {"kind": "label", "text": "hi", "font": {"size": 14, "weight": "bold"}, "lines": 0}
          },
          "constraints": [{"constraint": "label.top == bgView.bottom", "id": "gap"}],
          "fitting": [{"view": "bgView", "target": "compressed"}]
        }
        """
    let doc = try readSpec(json, file: "spec.json")
    #expect(doc.views.map(\.name) == ["bgView", "label"])
    #expect(doc.views[0].location == SourceLocation(file: "spec.json", line: 4, column: 5))
    #expect(doc.views[0].constraints[1].location == SourceLocation(file: "spec.json", line: 5, column: 65))
    #expect(doc.views[1].textStyle.font == Font(size: 14, weight: .bold))
    #expect(doc.constraints[0].identifier == "gap")
    #expect(doc.fittings[0].view == "bgView")
}
