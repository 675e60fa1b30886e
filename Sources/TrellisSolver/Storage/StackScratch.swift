/// Room for a few values on the stack for the length of one call: a list filled, then read, then gone.
///
/// The solver lists a constraint's terms over symbols for every constraint it puts into the tableau
/// (`Solver.tableauAdd`) — hundreds of thousands of lists on a large layout, each dropped as soon as it
/// has been handed on. A fresh array each would be a heap allocation per list; an array kept and refilled
/// pays a sharing check per write and a call to empty it. This room costs neither.
///
/// Use it only inside `with(capacity:_:)`'s body: the room is gone when the body returns, and so is the
/// view `elements` lent. The capacity is fixed; appending past it is a programmer error, trapped.
struct StackScratch<Element>: ~Copyable {
    private let buffer: UnsafeMutableBufferPointer<Element>
    private(set) var count = 0

    private init(buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }

    /// Calls `body` with an empty room for up to `capacity` elements, released when it returns.
    static func with<Result>(capacity: Int, _ body: (inout StackScratch<Element>) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity) { buffer in
            var scratch = StackScratch(buffer: buffer)
            defer { _ = buffer[..<scratch.count].deinitialize() }
            return try body(&scratch)
        }
    }

    /// Adds `element` after the others; the room must have space for it.
    mutating func append(_ element: Element) {
        precondition(count < buffer.count, "stack scratch full")
        buffer.initializeElement(at: count, to: element)
        count += 1
    }

    /// The elements in the order appended, as a collection valid until the room next changes.
    var elements: Elements { Elements(base: UnsafeBufferPointer(rebasing: buffer[..<count])) }

    /// A read-only view of a `StackScratch`'s elements, to hand them to a call that reads a collection.
    struct Elements: RandomAccessCollection {
        fileprivate let base: UnsafeBufferPointer<Element>

        var startIndex: Int { 0 }
        var endIndex: Int { base.count }
        subscript(i: Int) -> Element { base[i] }
    }
}
