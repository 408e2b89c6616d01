// HTMLFilmstrip: a locale group's transition as a row of SVG pictures — the window and its views
// at the start, a quarter, half and three quarters of the transition, and when it completes.
// Each controller's root view has a colour of its own and its name; every rectangle carries its
// frame in `data-frame` (x, y, width, height in points) for tests and tools.

import Diagnostics
import Foundation
import Plot

/// Draws filmstrips.
enum HTMLFilmstrip {
    private typealias Body = Node<HTML.BodyContext>

    /// Width of one picture, in CSS pixels.
    static let pictureWidth = 120.0

    /// The strip of one locale group.
    static func strip(_ strip: Filmstrip) -> Node<HTML.BodyContext> {
        .div(
            .class("filmstrip"), .data(named: "locales", value: strip.locales.joined(separator: ", ")),
            .div(
                .class("strip-label"), .strong(.text(strip.locales.joined(separator: ", "))), .text(": \(strip.label)")),
            .div(.class("frames"), .group(strip.frames.map { picture($0, strip) })))
    }

    private static func picture(_ frame: Filmstrip.Frame, _ strip: Filmstrip) -> Body {
        let scale = strip.width > 0 ? pictureWidth / strip.width : 1
        let height = strip.height * scale
        var shapes: [Body] = [
            rect(x: 0, y: 0, width: strip.width, height: strip.height, class: "window", fill: "#ffffff", opacity: 1)
        ]
        for box in frame.boxes {
            let colour = box.controller.map(colour(for:)) ?? "#d0d4da"
            var shape = rect(
                x: box.x, y: box.y, width: box.width, height: box.height,
                class: box.controller == nil ? "view" : "root",
                fill: colour, opacity: box.controller == nil ? 0.35 * box.alpha : 0.8 * box.alpha)
            if let controller = box.controller {
                shape = .element(
                    named: "g",
                    nodes: [
                        .data(named: "controller", value: controller), shape,
                        .element(
                            named: "text",
                            nodes: [
                                .attribute(named: "x", value: number(box.x + 6)),
                                .attribute(named: "y", value: number(box.y + 28)),
                                .attribute(named: "font-size", value: "26"), .text(controller),
                            ]),
                    ])
            }
            shapes.append(shape)
        }
        let svg = Body.element(
            named: "svg",
            nodes: [
                .attribute(named: "xmlns", value: "http://www.w3.org/2000/svg"),
                .attribute(named: "viewBox", value: "0 0 \(number(strip.width)) \(number(strip.height))"),
                .attribute(named: "width", value: number(pictureWidth)),
                .attribute(named: "height", value: number(height)),
                .data(named: "fraction", value: number(frame.fraction)),
                .element(
                    named: "clipPath", nodes: [.id("clip"), rect(x: 0, y: 0, width: strip.width, height: strip.height)]
                ),
                .element(named: "g", nodes: [.attribute(named: "clip-path", value: "url(#clip)")] + shapes),
            ])
        return .element(
            named: "figure",
            nodes: [
                svg,
                .element(
                    named: "figcaption", text: "\(fractionName(frame.fraction)) · t = \(number(frame.time)) s"),
            ])
    }

    private static func rect(
        x: Double, y: Double, width: Double, height: Double, class name: String? = nil, fill: String? = nil,
        opacity: Double? = nil
    ) -> Body {
        .element(
            named: "rect",
            nodes: [
                .attribute(named: "x", value: number(x)), .attribute(named: "y", value: number(y)),
                .attribute(named: "width", value: number(width)), .attribute(named: "height", value: number(height)),
                .attribute(named: "class", value: name), .attribute(named: "fill", value: fill),
                .attribute(named: "fill-opacity", value: opacity.map(number)),
                .data(named: "frame", value: "\(number(x)), \(number(y)), \(number(width)), \(number(height))"),
            ])
    }

    /// A colour of its own for each controller, from its name.
    static func colour(for controller: String) -> String {
        let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc948", "#9c755f"]
        let type = controller.split(separator: "#").first.map(String.init) ?? controller
        let sum = type.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
        return palette[sum % palette.count]
    }

    private static func fractionName(_ fraction: Double) -> String {
        switch fraction {
        case 0: "start"
        case 0.25: "¼"
        case 0.5: "½"
        case 0.75: "¾"
        case 1: "end"
        default: number(fraction)
        }
    }

    /// A number with at most three decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.3f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
    }
}
