// The cheap near-miss searches agree with the Levenshtein distance they stand for.

import Testing

@testable import SampleCompiler

@Suite("Edit distance")
struct EditDistanceTests {
    static let names = [
        "ViewDidLoad", "viewdidload", "ViewDidLoaded", "ViewDidLod", "ViewDidLaod", "VewDidLoad", "XViewDidLoad",
        "ViewDidLoadX", "UIViewController", "UIViewControler", "UIViewControllers", "UIViewContoller", "",
        "a", "ab", "ba", "Straße", "Strasse", "İstanbul", "istanbul", "Ünicode", "Unicode", "naïve", "naive",
    ]

    @Test("isOneEdit is a distance of exactly one")
    func oneEdit() {
        for a in Self.names {
            for b in Self.names {
                #expect(EditDistance.isOneEdit(a, b) == (EditDistance.between(a, b) == 1), "\(a) / \(b)")
            }
        }
    }

    @Test("the bounded ASCII distance is the distance up to its limit, and nil past it")
    func boundedDistance() {
        let ascii = Self.names.filter { $0.utf8.allSatisfy { $0 < 0x80 } } + ["kitten", "sitting", "UIView", "uiview"]
        for a in ascii {
            for b in ascii {
                for limit in 0...4 {
                    let bounded = EditDistance.boundedASCII(Array(a.utf8), Array(b.utf8), limit: limit)
                    let distance = EditDistance.between(a, b)
                    #expect(bounded == (distance <= limit ? distance : nil), "\(a) / \(b) limit \(limit)")
                }
            }
        }
    }

    @Test("oneEditAway picks the least candidate one edit away")
    func oneEditAway() {
        #expect(EditDistance.oneEditAway(from: "UIViewControler", in: Self.names) == "UIViewController")
        #expect(EditDistance.oneEditAway(from: "ViewDidLoad", in: Self.names.reversed()) == "VewDidLoad")
        #expect(EditDistance.oneEditAway(from: "Nothing", in: Self.names) == nil)
    }

    @Test("closest skips no candidate within reach")
    func closest() {
        for name in Self.names {
            let limit = min(3, max(1, name.count / 3))
            var expected: (name: String, distance: Int)?
            for candidate in Self.names {
                let distance = EditDistance.between(name, candidate)
                guard distance > 0, distance <= limit else { continue }
                if let best = expected, (best.distance, best.name) <= (distance, candidate) { continue }
                expected = (candidate, distance)
            }
            #expect(EditDistance.closest(to: name, in: Self.names) == expected?.name, "\(name)")
        }
    }
}
