import TrellisLayout

/// Places name tags next to their boxes so that no two tags overlap, all stay on the page, and, where
/// possible, none covers drawn content (text, controls, images).
///
/// Deterministic greedy: tags are placed in the order given (the renderer passes views in z-order, parents
/// first), each at the first candidate position that collides with no placed tag and stays in bounds,
/// preferring candidates that also cover no content. Candidates, in order: inside the top-left corner (when
/// the tag fits inside the box), outside above, below, to the right, to the left, inside top-right and
/// bottom-left, then further positions stacked away from the box. A tag covers content only when no near
/// position is free of it. A tag with no free position at all is left out rather than drawn over another.
public struct TagPlacer: Sendable {
    public struct Request: Sendable, Hashable {
        /// The box the tag names.
        public var box: Rect
        /// The tag's size.
        public var size: Size
        public init(box: Rect, size: Size) { self.box = box; self.size = size }
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
    public func place(_ requests: [Request], avoiding obstacles: [Rect] = []) -> [Rect?] {
        var placed: [Rect] = []
        var result: [Rect?] = []
        result.reserveCapacity(requests.count)
        for request in requests {
            let choice = bestCandidate(for: request, placed: placed, obstacles: obstacles)
            if let choice { placed.append(choice) }
            result.append(choice)
        }
        return result
    }

    /// Near positions that cover no content first (the primary ones, then up to three tag heights further
    /// out), then the first free primary position even over content, then any free position.
    private func bestCandidate(for request: Request, placed: [Rect], obstacles: [Rect]) -> Rect? {
        let primary = primaryCandidates(for: request)
        let fallback = fallbackCandidates(for: request)
        let near = primary + fallback.prefix(TagPlacer.nearFallbackCount)
        for candidate in near where isFree(candidate, placed: placed) {
            if !obstacles.contains(where: { intersects(candidate, $0) }) { return candidate }
        }
        if let candidate = primary.first(where: { isFree($0, placed: placed) }) { return candidate }
        return fallback.first { isFree($0, placed: placed) }
    }

    /// Six stacked positions per step, three steps.
    private static let nearFallbackCount = 18

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
        let fitsInside = size.width + 2 * g <= box.width && size.height + 2 * g <= box.height
        var candidates: [Rect] = []
        if fitsInside { candidates.append(rect(box.minX + g, box.minY + g, size)) }
        candidates.append(rect(box.minX, box.minY - size.height - g, size))          // above
        candidates.append(rect(box.minX, box.maxY + g, size))                        // below
        candidates.append(rect(box.maxX + g, box.minY, size))                        // right
        candidates.append(rect(box.minX - size.width - g, box.minY, size))           // left
        if fitsInside {
            candidates.append(rect(box.maxX - size.width - g, box.minY + g, size))   // inside top-right
            candidates.append(rect(box.minX + g, box.maxY - size.height - g, size))  // inside bottom-left
        }
        candidates.append(rect(box.maxX - size.width, box.minY - size.height - g, size))  // above, right-aligned
        candidates.append(rect(box.maxX - size.width, box.maxY + g, size))                // below, right-aligned
        return candidates
    }

    /// Positions stacked above and below the box, then beside it, in growing steps, then a scan of the page.
    private func fallbackCandidates(for request: Request) -> [Rect] {
        let box = request.box, size = request.size, g = gap
        let step = size.height + g
        var candidates: [Rect] = []
        let rows = Int(min(200, (bounds.height / max(step, 1)).rounded(.up)))
        if rows > 0 {
            for k in 1...rows {
                let dy = Double(k) * step
                candidates.append(rect(box.minX, box.minY - size.height - g - dy, size))
                candidates.append(rect(box.minX, box.maxY + g + dy, size))
                candidates.append(rect(box.maxX + g, box.minY + dy, size))
                candidates.append(rect(box.maxX + g, box.minY - dy, size))
                candidates.append(rect(box.minX - size.width - g, box.minY + dy, size))
                candidates.append(rect(box.minX - size.width - g, box.minY - dy, size))
            }
        }
        // Last resort: every row of the page, left to right, in steps of a quarter tag.
        let dx = max(size.width / 4, 1)
        var y = bounds.minY
        while y + size.height <= bounds.maxY, candidates.count < 20_000 {
            var x = bounds.minX
            while x + size.width <= bounds.maxX, candidates.count < 20_000 {
                candidates.append(rect(x, y, size))
                x += dx
            }
            y += step
        }
        return candidates
    }
}
