// UIView.AnimationOptions and UIView.AnimationCurve with UIKit's bit values.

import Foundation

extension UIView {
    /// The four standard animation curves.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and end (the default).
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3
    }

    /// Options of `UIView.animate` and `UIView.transition`, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time (recorded, no effect here).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow user interaction while animating (no effect here).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation value (the engine always does).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (the group never completes; `runUntilIdle` stops at its budget).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards (with `.repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration (no effect here).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve (no effect here).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate content by redrawing (no effect here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// For transitions: hide/show the views instead of removing/adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore inherited options (no effect here).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease-in-out curve (0 << 16, the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease-in curve (1 << 16).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease-out curve (2 << 16).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear curve (3 << 16).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition (0 << 20).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left (1 << 20).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right (2 << 20).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up (3 << 20).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down (4 << 20).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve (5 << 20).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top (6 << 20).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom (7 << 20).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve selected by bits 16–19.
        public var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }

        /// The transition name selected by bits 20–23, for traces.
        var transitionName: String {
            switch (rawValue >> 20) & 0xF {
            case 1: return "flipFromLeft"
            case 2: return "flipFromRight"
            case 3: return "curlUp"
            case 4: return "curlDown"
            case 5: return "crossDissolve"
            case 6: return "flipFromTop"
            case 7: return "flipFromBottom"
            default: return "none"
            }
        }
    }

    /// Keyframe options (UIKit's `UIView.KeyframeAnimationOptions`); only the curve bits shared with
    /// `AnimationOptions` and `.repeat`/`.autoreverse` have an effect.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Repeat forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Linear interpolation between keyframes (the default and the only mode modelled).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    }
}
