/// A value kept in one heap box that every copy of its holder shares until one of them changes it (copy on
/// write): a holder that rides in many other values — a text layout is in every measured and every solved
/// view — then costs them a reference instead of its fields.
///
/// Invariant: the box is written only through `modify`, which first gives its holder a box of its own when
/// another holds the same one. A box reachable from more than one holder, and so from more than one thread,
/// is therefore never written, which is what lets the box skip the dynamic exclusivity check on every read.
struct SharedValue<Value> {
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// The value, read in place.
    var value: Value {
        _read { yield box.value }
    }

    /// Changes the value, copying it first when another holder shares it.
    mutating func modify<Result>(_ body: (inout Value) -> Result) -> Result {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
        return body(&box.value)
    }

    /// Whether both hold the very same box (so the same value, without comparing it).
    func sharesStorage(with other: SharedValue) -> Bool { box === other.box }
}

extension SharedValue: Sendable where Value: Sendable {}
