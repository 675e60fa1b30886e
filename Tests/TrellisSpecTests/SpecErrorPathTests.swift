import Testing
import TrellisLayout

@testable import TrellisSpec

/// The error a spec produces, printed as the CLI prints it.
private func errorText(_ text: String, file: String = "s.yaml") -> String? {
    do {
        _ = try SpecReader.read(text: text, file: file)
        return nil
    } catch let error as SpecError {
        return error.description
    } catch {
        return "unexpected \(error)"
    }
}

private func firstLine(_ text: String, file: String = "s.yaml") -> String? {
    errorText(text, file: file).map { String($0.split(separator: "\n", omittingEmptySubsequences: false)[0]) }
}

private let canvas = "canvas: {width: 320, height: 568}\n"

@Test func constraintErrorShowsLineAndCaretAtTheColumn() {
    let spec =
        canvas + """
            views:
              label1:
                constraints:
                  - label1.wdth == superview.width
            """
    #expect(
        errorText(spec) == """
            s.yaml:5:16: error: unknown attribute 'wdth' (did you mean 'width'?)
                  - label1.wdth == superview.width
                           ^
            """)
}

@Test func constraintColumnsInQuotedAndEscapedScalars() {
    let single = canvas + "views:\n  a:\n    constraints:\n      - 'it''s.top == superview.top'\n"
    #expect(
        firstLine(single)
            == "s.yaml:5:12: error: unexpected character ''': a constraint reads 'item.attribute == item.attribute * multiplier + constant @priority'"
    )
    let double = canvas + "views:\n  a:\n    constraints:\n      - \"\\ttop == superview.tpo\"\n"
    #expect(firstLine(double) == "s.yaml:5:29: error: unknown attribute 'tpo' (did you mean 'top'?)")
    let json = """
        {"canvas": {"width": 10, "height": 10},
         "views": {"a": {"constraints": ["top == superview.top @ 2000"]}}}
        """
    #expect(
        firstLine(json, file: "s.json")
            == "s.json:2:58: error: priority 2000 is out of range: priorities are in (0, 1000]")
}

@Test func everyErrorPathHasItsLocation() {
    let cases: [(String, String)] = [
        ("", "s.yaml:1:1: error: the spec is empty: write 'canvas:' (or 'device:') and 'views:'"),
        ("# only a comment\n", "s.yaml:1:1: error: the spec is empty: write 'canvas:' (or 'device:') and 'views:'"),
        (
            "canvas: {width: 1\n",
            "s.yaml:2:1: error: invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping at line 1)"
        ),
        ("a: b: c\n", "s.yaml:1:5: error: invalid YAML: mapping values are not allowed in this context"),
        (
            "- 1\n",
            "s.yaml:1:1: error: the spec must be a mapping (version, canvas, device, views, constraints, metrics, fitting, title, description, strict, annotations, limits, fonts, navigationController, tabBarController), found a list"
        ),
        (
            "canva: {}\n",
            "s.yaml:1:1: error: unknown key 'canva' in the spec (did you mean 'canvas'?); expected one of version, canvas, device, views, constraints, metrics, fitting, title, description, strict, annotations, limits, fonts, navigationController, tabBarController"
        ),
        (
            "views: {}\n",
            "s.yaml:1:1: error: the spec needs 'canvas: {width: 320, height: 568, scale: 2}' or 'device: iPhone 8'"
        ),
        (
            canvas + "device: iPhone 8\n",
            "s.yaml:1:10: error: 'width' comes from 'device:' here; with a device, 'canvas:' sets traits only (layoutDirection, locale, contentSizeCategory, horizontalSizeClass, verticalSizeClass, designSize)"
        ),
        ("canvas: {width: 10}\n", "s.yaml:1:9: error: canvas needs 'width' and 'height'"),
        ("canvas: {width: -1, height: 10}\n", "s.yaml:1:17: error: canvas width must be more than 0, found -1"),
        (
            "canvas: {width: wide, height: 10}\n",
            "s.yaml:1:17: error: canvas width must be a number or 'fit', found 'wide'"
        ),
        (
            "canvas: {width: 1, height: 1, width: 2}\n",
            "s.yaml:1:31: error: duplicate key 'width' in canvas (first written at s.yaml:1:10)"
        ),
        (
            "device: iPhone 9\n",
            "s.yaml:1:9: error: unknown device 'iPhone 9' (did you mean 'iPhone 8'?); known devices: iPhone SE (1st generation), iPhone 8, iPhone SE (3rd generation), iPhone 8 Plus, iPhone X, iPhone 11, iPhone 11 Pro Max, iPhone 13 mini, iPhone 13, iPhone 14, iPhone 14 Plus, iPhone 15, iPhone 15 Pro Max, iPhone 16, iPhone 16 Pro, iPhone 16 Pro Max, iPad mini, iPad (10.2-inch), iPad Pro (11-inch), iPad Pro (12.9-inch)"
        ),
        ("version: 2\n" + canvas, "s.yaml:1:10: error: unsupported spec version 2.0: this Trellis reads version 1"),
        (canvas + "views: [a, b]\n", "s.yaml:2:8: error: views must be a mapping of view names to views, found a list"),
        (
            canvas + "views:\n  my view: {}\n",
            "s.yaml:3:3: error: 'my view' can't be a view name: use letters, digits and '_', starting with a letter"
        ),
        (
            canvas + "views:\n  superview: {}\n",
            "s.yaml:3:3: error: 'superview' is reserved in constraints; give the view another name"
        ),
        (
            canvas + "views:\n  a:\n    subviews:\n      a: {}\n",
            "s.yaml:5:7: error: duplicate view name 'a' (first declared at s.yaml:3:3): view names are unique in a spec"
        ),
        (
            canvas + "views:\n  a: {backgrund: red}\n",
            "s.yaml:3:7: error: unknown key 'backgrund' in view 'a' (did you mean 'background'?); expected one of kind, background, textColor, hidden, text, font, lines, lineBreakMode, lineBreakStrategy, alignment, lineSpacing, preferredMaxLayoutWidth, intrinsicPadding, contentEdgeInsets, image, scrollEnabled, intrinsicSize, hugging, compressionResistance, frame, autoresizing, layoutMargins, alignmentRectInsets, sizeToFit, sizeThatFits, constraints, subviews, semanticContentAttribute, directionalLayoutMargins, designSize, variations, when, check, axis, distribution, spacing, customSpacing, baselineRelative, layoutMarginsRelative, spacingAfter"
        ),
        (
            canvas + "views:\n  a: 5\n",
            "s.yaml:3:6: error: view 'a' must be a mapping (kind, background, textColor, hidden, text, font, lines, lineBreakMode, lineBreakStrategy, alignment, lineSpacing, preferredMaxLayoutWidth, intrinsicPadding, contentEdgeInsets, image, scrollEnabled, intrinsicSize, hugging, compressionResistance, frame, autoresizing, layoutMargins, alignmentRectInsets, sizeToFit, sizeThatFits, constraints, subviews, semanticContentAttribute, directionalLayoutMargins, designSize, variations, when, check, axis, distribution, spacing, customSpacing, baselineRelative, layoutMarginsRelative, spacingAfter), found '5'"
        ),
        (
            canvas + "views:\n  a: {kind: lable}\n",
            "s.yaml:3:13: error: unknown kind 'lable' (did you mean 'label'?): expected one of view, label, button, image, textView, switch, slider, stackView, scrollView, layoutGuide, tableView, collectionView, textField, activityIndicator, segmentedControl, stepper, progressView, navigationBar, toolbar, tabBar, visualEffectView, pageControl, searchBar, datePicker, pickerView"
        ),
        (
            canvas + "views:\n  a: {text: hi}\n",
            "s.yaml:3:7: error: 'text' applies to label, button, textView, textField, navigationBar views, but 'a' is a view (no 'kind' given)"
        ),
        (
            canvas + "views:\n  a: {kind: label, image: x.png}\n",
            "s.yaml:3:20: error: 'image' applies to image, button views, but 'a' is a label"
        ),
        (
            canvas + "views:\n  a:\n    background: #FF0000\n",
            "s.yaml:4:5: error: background is empty: in YAML '#' starts a comment, so quote hex colours: background: \"#FF0000\""
        ),
        (
            canvas + "views:\n  a: {background: greyish}\n",
            "s.yaml:3:19: error: unknown colour 'greyish': write a UIKit colour (label, systemBlue…), a CSS colour name, #RGB, #RRGGBB or #RRGGBBAA"
        ),
        (
            canvas + "views:\n  a: {kind: label, font: {size: 14, weight: hevy}}\n",
            "s.yaml:3:45: error: unknown font weight 'hevy' (did you mean 'heavy'?): expected one of ultraLight, thin, "
                + "light, regular, medium, semibold, bold, heavy, black"
        ),
        (
            canvas + "views:\n  a: {kind: label, font: 0}\n",
            "s.yaml:3:26: error: font size must be more than 0, found 0"
        ),
        (
            canvas + "views:\n  a: {kind: label, lines: 1.5}\n",
            "s.yaml:3:27: error: lines must be a whole number ≥ 0, found 1.5"
        ),
        (
            canvas + "views:\n  a: {kind: label, lineBreakMode: wordWrap}\n",
            "s.yaml:3:35: error: unknown lineBreakMode 'wordWrap': expected one of byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle"
        ),
        (
            canvas + "views:\n  a: {hugging: 1001}\n",
            "s.yaml:3:16: error: hugging 1001 is out of range: priorities are in (0, 1000]"
        ),
        (
            canvas + "views:\n  a: {hugging: {vertical: hihg}}\n",
            "s.yaml:3:27: error: hugging vertical must be a priority: a number in (0, 1000] or required, high, medium, low, fittingSize; found 'hihg' (did you mean 'high'?)"
        ),
        (canvas + "views:\n  a: {frame: {x: 1, height: 2}}\n", "s.yaml:3:14: error: frame needs 'width'"),
        (
            canvas + "views:\n  a: {autoresizing: [flexibleWidth]}\n",
            "s.yaml:3:7: error: 'autoresizing' applies to a view with a 'frame:'; 'a' has none"
        ),
        (
            canvas + "views:\n  a: {frame: {width: 1, height: 1}, autoresizing: h=-&}\n",
            "s.yaml:3:51: error: 'h=-&' needs three of '-' (fixed) or '&' (flexible): margin, size, margin"
        ),
        (
            canvas + "views:\n  a: {frame: {width: 1, height: 1}, autoresizing: [flexibleWdth]}\n",
            "s.yaml:3:52: error: unknown autoresizing mask 'flexibleWdth' (did you mean 'flexibleWidth'?): expected one of flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin"
        ),
        (
            canvas + "views:\n  a: {kind: image, image: /nonexistent/x.png}\n",
            "s.yaml:3:27: error: image '/nonexistent/x.png' not found (looked for /nonexistent/x.png)"
        ),
        (
            canvas + "views:\n  a: {intrinsicSize: {width: -2}}\n",
            "s.yaml:3:30: error: intrinsicSize width must be 0 or more, or none (-1)"
        ),
        (canvas + "views:\n  a: {hidden: maybe}\n", "s.yaml:3:15: error: hidden must be true or false, found 'maybe'"),
        (
            canvas + "views:\n  a: {sizeThatFits: {width: -1}}\n",
            "s.yaml:3:29: error: sizeThatFits width must be 0 or more, found -1"
        ),
        (
            canvas + "views:\n  a: {constraints: top == 1}\n",
            "s.yaml:3:20: error: constraints of 'a' must be a list (one '- item' per line), found 'top == 1'"
        ),
        (
            canvas + "views:\n  a: {constraints: [12]}\n",
            "s.yaml:3:21: error: expected an attribute or 'item.attribute', found '12'"
        ),
        (
            canvas + "views:\n  a: {constraints: [[x]]}\n",
            "s.yaml:3:21: error: a constraint must be a string like 'top == superview.top + 10', found a list"
        ),
        (
            canvas + "views:\n  a: {constraints: [{id: x}]}\n",
            "s.yaml:3:21: error: a constraint mapping needs 'constraint: \"top == superview.top\"'"
        ),
        (
            canvas + "views:\n  a: {constraints: [{constraint: top == 1, name: x}]}\n",
            "s.yaml:3:44: error: unknown key 'name' in a constraint; expected one of constraint, id, when"
        ),
        (
            canvas + "views:\n  a: {}\nconstraints:\n  - top == a.top\n",
            "s.yaml:5:5: error: a top-level constraint names every item: write 'view.attribute' (the first item has no view)"
        ),
        (
            canvas + "views:\n  a: {}\nconstraints:\n  - a.top == bottom\n",
            "s.yaml:5:14: error: a top-level constraint names every item: write 'view.attribute' (the second item has no view)"
        ),
        (
            canvas + "views:\n  label1: {}\nconstraints:\n  - label1.top == lable2.bottom\n",
            "s.yaml:5:19: error: unknown view 'lable2' (did you mean 'label1'?)"
        ),
        (
            canvas + "views:\n  a: {}\nfitting:\n  - {target: compressed}\n",
            "s.yaml:5:5: error: a fitting request needs 'view: <name>'"
        ),
        (canvas + "views:\n  a: {}\nfitting:\n  - {view: b}\n", "s.yaml:5:12: error: unknown view 'b'"),
        (
            canvas + "views:\n  a: {}\nfitting:\n  - {view: a, target: squeezed}\n",
            "s.yaml:5:23: error: unknown fitting target 'squeezed': expected one of compressed, expanded"
        ),
        (
            canvas + "views:\n  a: {}\nfitting:\n  - {view: a, verticalPriority: 0}\n",
            "s.yaml:5:33: error: verticalPriority 0 is out of range: priorities are in (0, 1000]"
        ),
        (
            canvas + "fitting: {view: a}\n",
            "s.yaml:2:10: error: fitting must be a list (one '- item' per line), found a mapping"
        ),
    ]
    for (spec, expected) in cases {
        #expect(firstLine(spec) == expected, "\(spec)")
    }
}
