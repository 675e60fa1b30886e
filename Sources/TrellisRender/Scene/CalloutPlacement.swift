import TrellisLayout

/// Places callout bubbles near what they point at, where they hide nothing a reader needs.
///
/// Each callout (in spec order) scans spots on a 4-point lattice within `reach` of its target and takes the
/// best by tier, then distance to the target box, then distance from the bubble's centre to the target, then
/// scan order (top to bottom, left to right), so the result is deterministic:
/// 1. over no text or control (`content`), no other label, no view but the target's ancestors (or views whose
///    frame encloses the target) — not the target view either — at least `clearance` from the target box,
///    with a leader line that crosses no text;
/// 2. the same, but over other views' boxes (never their text);
/// 3. the same, but over the target box itself (a callout about a whole screen has nowhere else to go).
/// A callout with no such spot is left out (the renderer lists it under the canvas) rather than drawn over
/// text or another label.
struct CalloutPlacer {
    /// What a callout is about.
    struct Target {
        /// The view's frame, or the anchor point as a zero-size box.
        let box: Rect
        /// Where the leader line ends, for an anchor; nil for a view (the leader ends on its edge nearest
        /// the bubble, `leaderTarget`).
        let point: Point?
        /// The target view's subtree (scene indices), for telling its ancestors from other views; nil for the
        /// canvas and its guides.
        let subtree: ClosedRange<Int>?
    }

    struct Request {
        let size: Size
        let target: Target
        var box: Rect { target.box }
        var point: Point? { target.point }
        var subtree: ClosedRange<Int>? { target.subtree }
    }

    var bounds: Rect
    var step = 4.0
    /// How far from the target a callout may go.
    var reach = 240.0
    /// The least space between a bubble and its target box, so the leader line shows.
    var clearance = 8.0
    /// The least space between a bubble and text, another label or a foreign box.
    var gap = 2.0

    /// One rectangle per request (nil where none is free); each placed bubble is taken for the next ones.
    func place(_ requests: [Request], content: [Rect], frames: [TagPlacer.Frame], taken: [Rect]) -> [Rect?] {
        var taken = taken
        return requests.map { request in
            let choice = best(for: request, content: content, frames: frames, taken: taken)
            if let choice { taken.append(choice) }
            return choice
        }
    }

    /// Where the leader line of a bubble at `rect` ends: the anchor point, or the point of the view's frame
    /// nearest the bubble's centre (on its edge when the bubble is outside it; a point near its top-right
    /// corner when the bubble is over it).
    static func leaderTarget(_ request: Request, bubble rect: Rect) -> Point {
        if let point = request.point { return point }
        let box = request.box
        let centre = Point(x: rect.midX, y: rect.midY)
        let nearest = Point(x: min(max(centre.x, box.minX), box.maxX), y: min(max(centre.y, box.minY), box.maxY))
        if nearest != centre { return nearest }
        return Point(x: box.maxX - min(8, box.width / 2), y: box.minY + min(8, box.height / 2))
    }

    private func best(for request: Request, content: [Rect], frames: [TagPlacer.Frame], taken: [Rect]) -> Rect? {
        let size = request.size, box = request.box
        let area = Rect(
            x: box.minX - reach, y: box.minY - reach, width: box.width + 2 * reach,
            height: box.height + 2 * reach)
        guard let scan = area.intersection(bounds), scan.width >= size.width, scan.height >= size.height else {
            return nil
        }
        // Only what the scanned area can reach matters.
        let near = { (r: Rect) in CalloutPlacer.overlaps(r, scan) }
        let content = content.filter(near), taken = taken.filter(near)
        // Every box but the target's ancestors' (and those enclosing the target), the target's own included:
        // a bubble about an anchor sits off the view, not over it.
        let foreign = frames.filter { frame in
            guard frame.rect.width > 0, frame.rect.height > 0, near(frame.rect) else { return false }
            guard let own = request.subtree?.lowerBound else { return true }
            return frame.subtree.lowerBound == own || (!frame.subtree.contains(own) && !frame.rect.contains(box))
        }.map(\.rect)
        let targetZone = box.insetBy(-clearance)
        var best: (rect: Rect, key: (Int, Double, Double))?
        var y = (scan.minY / step).rounded(.up) * step
        while y + size.height <= scan.maxY {
            var x = (scan.minX / step).rounded(.up) * step
            while x + size.width <= scan.maxX {
                let rect = Rect(x: x, y: y, width: size.width, height: size.height)
                x += step
                let halo = rect.insetBy(-gap)
                guard !content.contains(where: { CalloutPlacer.overlaps(halo, $0) }),
                    !taken.contains(where: { CalloutPlacer.overlaps(halo, $0) })
                else { continue }
                let overTarget = CalloutPlacer.overlaps(rect, targetZone)
                var tier = overTarget ? 3 : 2
                if !overTarget, !foreign.contains(where: { CalloutPlacer.overlaps(halo, $0) }) {
                    let end = CalloutPlacer.leaderTarget(request, bubble: rect)
                    let start = Point(
                        x: min(max(end.x, rect.minX), rect.maxX), y: min(max(end.y, rect.minY), rect.maxY))
                    if !content.contains(where: { CalloutPlacer.segment(start, end, crosses: $0) }) { tier = 1 }
                }
                let target = request.point ?? Point(x: box.midX, y: box.midY)
                let key = (
                    tier, CalloutPlacer.distance(rect, box),
                    ((rect.midX - target.x) * (rect.midX - target.x) + (rect.midY - target.y) * (rect.midY - target.y))
                )
                if best.map({ key < $0.key }) ?? true { best = (rect, key) }
            }
            y += step
        }
        return best?.rect
    }

    /// Open-interval overlap: rectangles that only touch don't overlap.
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The gap between two rectangles (0 when they touch or overlap).
    static func distance(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX)), dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// True when the segment from `p` to `q` passes through the inside of `r` (Liang–Barsky clipping).
    static func segment(_ p: Point, _ q: Point, crosses r: Rect) -> Bool {
        let dx = q.x - p.x, dy = q.y - p.y
        var t0 = 0.0, t1 = 1.0
        for (d, lower, upper, origin) in [(dx, r.minX, r.maxX, p.x), (dy, r.minY, r.maxY, p.y)] {
            if d == 0 {
                if origin <= lower || origin >= upper { return false }
                continue
            }
            var a = (lower - origin) / d, b = (upper - origin) / d
            if a > b { swap(&a, &b) }
            t0 = max(t0, a)
            t1 = min(t1, b)
            if t0 >= t1 { return false }
        }
        return true
    }
}
