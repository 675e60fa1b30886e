import CCairo
import TrellisLayout

/// Owns one `cairo_t` and the surface it draws on; thin, typed helpers for what the painters need.
final class CairoContext {
    let handle: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws {
        guard let handle = cairo_create(surface.handle) else { throw RenderError.cairo("cannot create a context") }
        self.handle = handle
        self.surface = surface
        let status = cairo_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(handle)
            throw RenderError.cairo("creating a context: \(String(cString: cairo_status_to_string(status)))")
        }
        applyTextOptions()
    }

    deinit { cairo_destroy(handle) }

    /// Unhinted outlines at fractional positions with greyscale antialiasing: glyphs land exactly where
    /// TrellisText measured them, and the bytes don't depend on subpixel settings.
    private func applyTextOptions() {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(handle, options)
        cairo_font_options_destroy(options)
    }

    func check(_ what: String) throws {
        let status = cairo_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("\(what): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    // MARK: State

    func save() { cairo_save(handle) }
    func restore() { cairo_restore(handle) }

    /// Runs `body` between save and restore.
    func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(handle)
        defer { cairo_restore(handle) }
        return try body()
    }

    func translate(_ x: Double, _ y: Double) { cairo_translate(handle, x, y) }
    func scale(_ x: Double, _ y: Double) { cairo_scale(handle, x, y) }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(handle, color.red, color.green, color.blue, color.alpha)
    }

    func setLineWidth(_ width: Double) { cairo_set_line_width(handle, width) }

    func setDash(_ pattern: [Double], offset: Double = 0) {
        pattern.withUnsafeBufferPointer { cairo_set_dash(handle, $0.baseAddress, Int32($0.count), offset) }
    }

    func setLineCap(round: Bool) { cairo_set_line_cap(handle, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT) }

    // MARK: Paths

    func rectangle(_ r: Rect) { cairo_rectangle(handle, r.minX, r.minY, r.width, r.height) }
    func move(to x: Double, _ y: Double) { cairo_move_to(handle, x, y) }
    func line(to x: Double, _ y: Double) { cairo_line_to(handle, x, y) }
    func closePath() { cairo_close_path(handle) }
    func newPath() { cairo_new_path(handle) }

    func circle(centerX: Double, centerY: Double, radius: Double) {
        cairo_new_sub_path(handle)
        cairo_arc(handle, centerX, centerY, radius, 0, 2 * Double.pi)
        cairo_close_path(handle)
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    func roundedRectangle(_ r: Rect, radius: Double) {
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        guard radius > 0 else { return rectangle(r) }
        let half = Double.pi / 2
        cairo_new_sub_path(handle)
        cairo_arc(handle, r.maxX - radius, r.minY + radius, radius, -half, 0)
        cairo_arc(handle, r.maxX - radius, r.maxY - radius, radius, 0, half)
        cairo_arc(handle, r.minX + radius, r.maxY - radius, radius, half, 2 * half)
        cairo_arc(handle, r.minX + radius, r.minY + radius, radius, 2 * half, 3 * half)
        cairo_close_path(handle)
    }

    func fill() { cairo_fill(handle) }
    func fillPreserve() { cairo_fill_preserve(handle) }
    func stroke() { cairo_stroke(handle) }
    func clip() { cairo_clip(handle) }

    /// Clips to the current path with the even-odd rule (a rectangle inside another leaves a frame), then
    /// goes back to the default winding rule.
    func clipEvenOdd() {
        cairo_set_fill_rule(handle, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(handle)
        cairo_set_fill_rule(handle, CAIRO_FILL_RULE_WINDING)
    }
    func paint() { cairo_paint(handle) }

    func fill(_ r: Rect, _ color: Color) {
        setColor(color)
        rectangle(r)
        fill()
    }

    /// Fills `r` with a linear gradient running from `start` (colour `from`) to `end` (colour `to`).
    func fill(_ r: Rect, gradientFrom start: Point, _ from: Color, to end: Point, _ to: Color) {
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, from.red, from.green, from.blue, from.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, to.red, to.green, to.blue, to.alpha)
        withSavedState {
            cairo_set_source(handle, pattern)
            rectangle(r)
            fill()
        }
    }

    /// Replaces everything (including alpha) with `color`; used for a transparent or opaque page background.
    func clear(to color: Color?) {
        cairo_save(handle)
        cairo_set_operator(handle, CAIRO_OPERATOR_SOURCE)
        setColor(color ?? .clear)
        cairo_paint(handle)
        cairo_restore(handle)
    }

    /// Paints `tile`, repeated, over the clip, its pixels on the device's (the pattern space is device space).
    func paintRepeating(_ tile: CairoSurface) {
        guard let pattern = cairo_pattern_create_for_surface(tile.handle) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(handle, &toDevice)
        cairo_pattern_set_matrix(pattern, &toDevice)
        withSavedState {
            cairo_set_source(handle, pattern)
            paint()
        }
    }

    /// Where the user-space point (x, y) lands in device space.
    func devicePoint(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        var dx = x, dy = y
        cairo_user_to_device(handle, &dx, &dy)
        return (dx, dy)
    }

    // MARK: Images and glyphs

    /// Paints `image` into `rect`, stretched to fill it (UIImageView's default `scaleToFill`).
    func draw(image: CairoSurface, in rect: Rect) {
        let w = Double(image.imageWidth), h = Double(image.imageHeight)
        guard w > 0, h > 0, rect.width > 0, rect.height > 0 else { return }
        withSavedState {
            rectangle(rect)
            clip()
            translate(rect.minX, rect.minY)
            scale(rect.width / w, rect.height / h)
            cairo_set_source_surface(handle, image.handle, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(handle), CAIRO_FILTER_GOOD)
            paint()
        }
    }

    /// Paints `image` with its top-left at (x, y), scaled by `k` (a colour glyph's strike to its point size).
    func draw(image: CairoSurface, x: Double, y: Double, scale k: Double) {
        withSavedState {
            translate(x, y)
            scale(k, k)
            cairo_set_source_surface(handle, image.handle, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(handle), CAIRO_FILTER_GOOD)
            paint()
        }
    }

    func showGlyphs(_ glyphs: [cairo_glyph_t], face: OpaquePointer, size: Double) {
        guard !glyphs.isEmpty else { return }
        cairo_set_font_face(handle, face)
        cairo_set_font_size(handle, size)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(handle, $0.baseAddress, Int32($0.count)) }
    }
}
