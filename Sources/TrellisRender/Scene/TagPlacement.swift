import TrellisLayout

/// Places name tags next to their boxes so that no two tags overlap, all stay on the page, each reads as its
/// own view's, and, where possible, none covers drawn content (text, controls, images).
///
/// Deterministic greedy: the smallest boxes choose first (ties in request order), each tag at the first
/// candidate position that collides with no placed tag, stays in bounds, is attributable to its view and
/// covers no content. Candidates, in order: inside the top-left, top-right, bottom-left and bottom-right
/// corners (when the tag fits inside the box: a tag in its own box can't be read as a neighbour's), outside
/// above, below, to the right, to the left, then positions stacked up to three tag heights further away.
/// When every one of those covers content, the free primary position covering the least is taken if it
/// covers under a tenth of the tag; otherwise the tag is left out — a tag far from its box, over another, or
/// hiding text would mislead more than a missing one (the renderer then marks the view with a numbered
/// marker and lists it under the canvas).
///
/// **Attribution** (requests with a `subtree`): a reader gives a tag to the box it sits in or against, so a
/// candidate is rejected when it lies over, or within `gap` of, the frame of any view that is not the tagged
/// view, one of its ancestors, or a view whose frame encloses the tagged box; when it covers more than a
/// `gap`-deep sliver of one of the view's own descendants; and when another view's frame, content or a
/// label already placed lies between the candidate and the box (the corridor from one to the other).
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
        /// The tagged view's subtree as a range of scene indices (its own index through its last
        /// descendant's), which `Frame`s are compared with; nil: no attribution rule (chips, table cells).
        public var subtree: ClosedRange<Int>?
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

    /// A view's frame as the attribution rule sees it: where it shows, and its subtree's scene indices.
    public struct Frame: Sendable, Hashable {
        public var rect: Rect
        public var subtree: ClosedRange<Int>
        public init(rect: Rect, subtree: ClosedRange<Int>) { self.rect = rect; self.subtree = subtree }
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

    /// One rectangle per request (nil where no free spot exists); `obstacles` are content areas to avoid,
    /// `frames` the views' frames for the attribution rule, `taken` labels already on the page.
    /// The smallest boxes choose first (ties in request order): they have the fewest good spots, while a large
    /// container has four inside corners and long edges to choose from.
    public func place(
        _ requests: [Request], avoiding obstacles: [Rect] = [], frames: [Frame] = [],
        taken: [Rect] = []
    ) -> [Rect?] {
        var placed = taken
        var result = [Rect?](repeating: nil, count: requests.count)
        let order = requests.indices.sorted { a, b in
            let areaA = requests[a].box.width * requests[a].box.height
            let areaB = requests[b].box.width * requests[b].box.height
            return areaA != areaB ? areaA < areaB : a < b
        }
        for index in order {
            let choice = bestCandidate(for: requests[index], placed: placed, obstacles: obstacles, frames: frames)
            if let choice { placed.append(choice) }
            result[index] = choice
        }
        return result
    }

    /// Near positions that cover no content (the primary ones, then up to three tag heights further out);
    /// else the free primary position covering the least content, if that is under a tenth of the tag; else
    /// none — a tag far from its box, or one hiding text, would mislead more than a missing tag.
    private func bestCandidate(for request: Request, placed: [Rect], obstacles: [Rect], frames: [Frame]) -> Rect? {
        var primary = primaryCandidates(for: request)
        if request.firstCandidateOnly { primary = Array(primary.prefix(1)) }
        var near = primary + (request.firstCandidateOnly ? [] : fallbackCandidates(for: request))
        // Only what lies around the candidates and the box can matter: filter once, not per candidate, so a
        // page of many views costs about what its neighbourhoods do.
        let hull = near.reduce(request.box) { $0.union($1) }.insetBy(-(2 * gap + 1))
        let placed = placed.filter { intersects(hull, $0) }
        let obstacles = obstacles.filter { intersects(hull, $0) }
        if let subtree = request.subtree {
            let frames = frames.filter { intersects(hull, $0.rect) }
            let attributable = near.map { c in
                isAttributable(c, to: request.box, subtree: subtree, frames: frames)
                    // Text or another label between a tag and its view separates them as surely as a box.
                    && !(TagPlacer.corridor(between: c, and: request.box).map { corridor in
                        obstacles.contains { intersects(corridor, $0) } || placed.contains { intersects(corridor, $0) }
                    } ?? false)
            }
            primary = primary.indices.filter { attributable[$0] }.map { primary[$0] }
            near = near.indices.filter { attributable[$0] }.map { near[$0] }
        }
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

    /// The attribution rule (see the type's documentation).
    private func isAttributable(_ candidate: Rect, to box: Rect, subtree: ClosedRange<Int>, frames: [Frame]) -> Bool {
        let own = subtree.lowerBound
        let halo = Rect(
            x: candidate.minX - gap, y: candidate.minY - gap,
            width: candidate.width + 2 * gap, height: candidate.height + 2 * gap)
        let corridor = TagPlacer.corridor(between: candidate, and: box)
        for frame in frames {
            let index = frame.subtree.lowerBound, rect = frame.rect
            guard index != own, rect.width > 0, rect.height > 0,
                !frame.subtree.contains(own), !rect.contains(box)
            else { continue }
            if subtree.contains(index) {
                // One of the view's own descendants: grazing its edge is fine, covering it reads as its tag.
                let depth = min(
                    min(candidate.maxX, rect.maxX) - max(candidate.minX, rect.minX),
                    min(candidate.maxY, rect.maxY) - max(candidate.minY, rect.minY))
                if depth > gap { return false }
            } else if intersects(halo, rect) || corridor.map({ intersects($0, rect) }) == true {
                return false
            }
        }
        return true
    }

    /// The space between a candidate and its box: across the gap between them on each axis where they are
    /// apart, over their common span where they overlap; nil when they touch or overlap on both axes.
    static func corridor(between a: Rect, and b: Rect) -> Rect? {
        func span(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> (Double, Double, apart: Bool) {
            if a1 <= b0 { return (a1, b0, true) }
            if b1 <= a0 { return (b1, a0, true) }
            return (max(a0, b0), min(a1, b1), false)
        }
        let x = span(a.minX, a.maxX, b.minX, b.maxX), y = span(a.minY, a.maxY, b.minY, b.maxY)
        guard x.apart || y.apart else { return nil }
        return Rect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0)
    }

    private func overlapArea(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// How many tag heights away from the box the furthest candidates are.
    private static let fallbackSteps = 3

    private func isFree(_ rect: Rect, placed: [Rect]) -> Bool {
        guard bounds.contains(rect) else { return false }
        let spaced = Rect(
            x: rect.minX - gap / 2, y: rect.minY - gap / 2,
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
            candidates.append(rect(box.minX + g, box.minY + g, size)) // top-left
            candidates.append(rect(box.maxX - size.width - g, box.minY + g, size)) // top-right
            candidates.append(rect(box.minX + g, box.maxY - size.height - g, size)) // bottom-left
            candidates.append(rect(box.maxX - size.width - g, box.maxY - size.height - g, size)) // bottom-right
        }
        candidates.append(rect(box.minX, box.minY - size.height - g, size)) // above
        candidates.append(rect(box.minX, box.maxY + g, size)) // below
        candidates.append(rect(box.maxX + g, box.minY, size)) // right
        candidates.append(rect(box.minX - size.width - g, box.minY, size)) // left
        candidates.append(rect(box.maxX - size.width, box.minY - size.height - g, size)) // above, right-aligned
        candidates.append(rect(box.maxX - size.width, box.maxY + g, size)) // below, right-aligned
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
