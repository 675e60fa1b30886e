import TrellisLayout
import TrellisSpec

/// An Interface Builder document (`.xib` or `.storyboard`) read into layout cases: each top-level view of a
/// `.xib`, each scene's root view of a storyboard, each table or collection cell, table header and footer.
public struct InterfaceBuilderDocument: Sendable {
    public enum Format: String, Sendable { case xib, storyboard }

    /// The path as given (`<stdin>` for standard input).
    public var file: String
    public var format: Format
    /// The document's `toolsVersion` (the Xcode build that saved it), 0 when absent.
    public var toolsVersion: Int
    /// The document's `<device id>`, when it names one.
    public var deviceID: String?
    public var cases: [InterfaceBuilderCase]
    /// Findings about the document as a whole (not about one case).
    public var warnings: [Diagnostic]
}

/// One layout of a document: a `LayoutDocument` as a YAML spec would produce, with what the document
/// stored about each of its views.
public struct InterfaceBuilderCase: Sendable {
    public enum Kind: String, Sendable { case view, scene, cell, header, footer }

    /// `Main.storyboard#Settings`, `Main.storyboard#Settings/SwitchCell`, `Cell.xib#Cell`.
    public var name: String
    public var kind: Kind
    /// The layout, or nil when the case can't be laid out (`error` says why).
    public var document: LayoutDocument?
    public var error: SpecError?
    /// Findings of the reader about this case: what it doesn't support, where.
    public var warnings: [Diagnostic]
    /// What the document stored about each view, in the order of `document`'s views (depth first).
    public var storedViews: [StoredView]
    /// Where the case's root element is.
    public var location: SourceLocation

    /// The stored record of the view named `name`.
    public func stored(_ name: String) -> StoredView? { storedViews.first { $0.name == name } }
}

/// What an Interface Builder document says about one view besides its layout: its object id and the frame
/// Xcode stored for it, with Xcode's own marks.
public struct StoredView: Sendable, Hashable {
    /// The view's name in the layout document.
    public var name: String
    /// The object's `id` in the document.
    public var documentID: String
    /// The element's name (`label`, `stackView`, …).
    public var element: String
    /// `<rect key="frame">`, in the superview's coordinates; nil when the document stores none.
    public var frame: Rect?
    /// Placed by Auto Layout (`translatesAutoresizingMaskIntoConstraints="NO"`, or an arranged subview), not
    /// by its stored frame and autoresizing mask. The case's root is placed by the case.
    public var placedByAutoLayout: Bool
    /// `misplaced="YES"`: Xcode knew the stored frame isn't where the constraints put it.
    public var misplaced: Bool
    /// `ambiguous="YES"`: Xcode knew the constraints don't determine the frame.
    public var ambiguous: Bool
    /// The view has text that Trellis measures: a label, button or text view with text, or a text field
    /// (sized by its font even when empty).
    public var measuresText: Bool
    /// The element has no Trellis kind of its own and was laid out as a plain view, or is a button with an
    /// image whose size neither the document nor an asset catalog gives.
    public var unsupportedKind: Bool
    public var location: SourceLocation
    /// `fixedFrame="YES"` on a view placed by Auto Layout: Interface Builder keeps the frame it was dragged
    /// to instead of deriving one from constraints (a view without constraints that UIKit places at its
    /// superview's origin at its intrinsic size).
    public var fixedFrame = false
}
