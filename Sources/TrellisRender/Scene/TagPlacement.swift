import TrellisLayout

/// Places name tags next to their boxes so that no two tags overlap, all stay on the page, and, where
/// possible, none covers drawn content (text, controls, images).
///
/// Deterministic greedy: the smallest boxes choose first (ties in request order), each tag at the first
/// candidate position that collides with no placed tag, stays in bounds and covers no content. Candidates,
/// in order: inside the top-left, top-right, bottom-left and bottom-right corners (when the tag fits inside
/// the box: a tag in its own box can't be read as a neighbour's), outside above, below, to the right, to the
/// left, then positions stacked up to three tag heights further away. When every one of those covers
/// content, the free primary position covering the least is taken if it covers under a tenth of the tag;
/// otherwise the tag is left out — a tag far from its box, over another, or hiding text would mislead more
/// than a missing one.
public struct TagPlacer: Sendable {
    public struct Request: Sendable, Hashable {
        /// The box the tag names.
        public var box: Rect
        /// The tag's size.
        public var size: Size
        /// Inside corners of the box are candidates (tags); off for callouts, which sit beside their view.
        public var allowsInside: Bool = true
        /// Only the first candidate may be used (a secondary constraint chip: its own spot or the list).
        public var firstCandidateOnly: Bool = false
        /// False: never covers content, not even a little (constraint chips and callouts go elsewhere or
        /// into the list under the canvas rather than over text).
        public var mayCoverContent: Bool = true
        /// A tag: inside corners first, anywhere near, a sliver of content allowed as a last resort.
        public init(box: Rect, size: Size) { self.box = box; self.size = size }
        /// A chip or callout, with the placement rules above chosen.
        public init(box: Rect, size: Size, allowsInside: Bool, firstCandidateOnly: Bool, mayCoverContent: Bool) {
            self.box = box; self.size = size
            self.allowsInside = allowsInside
            self.firstCandidateOnly = firstCandidateOnly
            self.mayCoverContent = mayCoverContent
        }
    }

    /// Where tags may go (the page).
    public var bounds: Rect
    /// Device pixels per point: positions are snapped to this grid so tags draw crisply.
    public var scale: Double
    /// Space between a tag and the box edge it sits against, and the minimum space between two tags.
    public var gap: Double

    public init(bounds: Rect, scale: Double, gap: Double = 2) {
        self.bounds = bounds
        self.scale = max(1, scale)
        self.gap = gap
    }

    /// One rectangle per request (nil where no free spot exists); `obstacles` are content areas to avoid.
    /// The smallest boxes choose first (ties in request order): they have the fewest good spots, while a large
    /// container has four inside corners and long edges to choose from.
    public func place(_ requests: [Request], avoiding obstacles: [Rect] = []) -> [Rect?] {
        var placed: [Rect] = []
        var result = [Rect?](repeating: nil, count: requests.count)
        let order = requests.indices.sorted { a, b in
            let areaA = requests[a].box.width * requests[a].box.height
            let areaB = requests[b].box.width * requests[b].box.height
            return areaA != areaB ? areaA < areaB : a < b
        }
        for index in order {
            let choice = bestCandidate(for: requests[index], placed: placed, obstacles: obstacles)
            if let choice { placed.append(choice) }
            result[index] = choice
        }
        return result
    }

    /// Near positions that cover no content (the primary ones, then up to three tag heights further out);
    /// else the free primary position covering the least content, if that is under a tenth of the tag; else
    /// none — a tag far from its box, or one hiding text, would mislead more than a missing tag.
    private func bestCandidate(for request: Request, placed: [Rect], obstacles: [Rect]) -> Rect? {
        var primary = primaryCandidates(for: request)
        if request.firstCandidateOnly { primary = Array(primary.prefix(1)) }
        let near = primary + (request.firstCandidateOnly ? [] : fallbackCandidates(for: request))
        for candidate in near where isFree(candidate, placed: placed) {
            if !obstacles.contains(where: { intersects(candidate, $0) }) { return candidate }
        }
        guard request.mayCoverContent else { return nil }
        var best: (rect: Rect, covered: Double)?
        for candidate in primary where isFree(candidate, placed: placed) {
            let covered = obstacles.reduce(0) { $0 + overlapArea(candidate, $1) }
            if covered < (best?.covered ?? .infinity) - 1e-9 { best = (candidate, covered) }
        }
        guard let best, best.covered <= request.size.width * request.size.height / 10 else { return nil }
        return best.rect
    }

    private func overlapArea(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// How many tag heights away from the box the furthest candidates are.
    private static let fallbackSteps = 3

    private func isFree(_ rect: Rect, placed: [Rect]) -> Bool {
        guard bounds.contains(rect) else { return false }
        let spaced = Rect(x: rect.minX - gap / 2, y: rect.minY - gap / 2,
                          width: rect.width + gap, height: rect.height + gap)
        return !placed.contains { intersects(spaced, $0) }
    }

    /// Open-interval overlap: rectangles that only touch don't intersect.
    private func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// A candidate at (x, y), slid horizontally into the page so boxes that run off a side still get a tag
    /// next to their visible part.
    private func rect(_ x: Double, _ y: Double, _ size: Size) -> Rect {
        let slid = min(max(x, bounds.minX), bounds.maxX - size.width)
        return Rect(x: snap(slid), y: snap(y), width: size.width, height: size.height)
    }

    private func primaryCandidates(for request: Request) -> [Rect] {
        let box = request.box, size = request.size, g = gap
        let fitsInside = request.allowsInside && size.width + 2 * g <= box.width && size.height + 2 * g <= box.height
        var candidates: [Rect] = []
        // Inside the box first: a tag in its own box can't be mistaken for a neighbour's.
        if fitsInside {
            candidates.append(rect(box.minX + g, box.minY + g, size))                               // top-left
            candidates.append(rect(box.maxX - size.width - g, box.minY + g, size))                  // top-right
            candidates.append(rect(box.minX + g, box.maxY - size.height - g, size))                 // bottom-left
            candidates.append(rect(box.maxX - size.width - g, box.maxY - size.height - g, size))    // bottom-right
        }
        candidates.append(rect(box.minX, box.minY - size.height - g, size))          // above
        candidates.append(rect(box.minX, box.maxY + g, size))                        // below
        candidates.append(rect(box.maxX + g, box.minY, size))                        // right
        candidates.append(rect(box.minX - size.width - g, box.minY, size))           // left
        candidates.append(rect(box.maxX - size.width, box.minY - size.height - g, size))  // above, right-aligned
        candidates.append(rect(box.maxX - size.width, box.maxY + g, size))                // below, right-aligned
        return candidates
    }

    /// Positions stacked above and below the box, then beside it, one to three tag heights further out.
    private func fallbackCandidates(for request: Request) -> [Rect] {
        let box = request.box, size = request.size, g = gap
        let step = size.height + g
        var candidates: [Rect] = []
        for k in 1...TagPlacer.fallbackSteps {
            let dy = Double(k) * step
            candidates.append(rect(box.minX, box.minY - size.height - g - dy, size))
            candidates.append(rect(box.minX, box.maxY + g + dy, size))
            candidates.append(rect(box.maxX + g, box.minY + dy, size))
            candidates.append(rect(box.maxX + g, box.minY - dy, size))
            candidates.append(rect(box.minX - size.width - g, box.minY + dy, size))
            candidates.append(rect(box.minX - size.width - g, box.minY - dy, size))
        }
        return candidates
    }
}
