/// A binary heap, smallest or largest element first.
struct BinaryHeap<Element: Comparable> {
    private(set) var items: [Element] = []
    let largestFirst: Bool

    init(largestFirst: Bool) { self.largestFirst = largestFirst }

    private func before(_ a: Element, _ b: Element) -> Bool { largestFirst ? a > b : a < b }

    mutating func push(_ item: Element) {
        items.append(item)
        var i = items.count - 1
        while i > 0, before(items[i], items[(i - 1) >> 1]) { items.swapAt((i - 1) >> 1, i); i = (i - 1) >> 1 }
    }

    mutating func pop() -> Element? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count, before(items[l], items[m]) { m = l }
                if r < items.count, before(items[r], items[m]) { m = r }
                if m == i { break }
                items.swapAt(i, m); i = m
            }
        }
        return top
    }

    mutating func removeAll() { items.removeAll() }
}

/// A binary heap of integers (symbol or definition indices), smallest or largest first.
typealias IndexHeap = BinaryHeap<Int>
