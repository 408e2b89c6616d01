// EngineConfiguration: every constant the engine uses that UIKit does not document.
//
// Each `[U]` value of the engine spec lives here as a documented, configurable default so that a
// scenario can state its assumptions and docs/engine.md can list them in one place.

import Foundation

/// The UIKit era whose defaults the engine imitates (only the `.automatic` presentation style depends on it).
public enum UIKitEra: String, Sendable, CaseIterable {
    /// iOS 7 to 12: `.automatic` does not exist yet, so presentations default to `.fullScreen`.
    case iOS7
    /// iOS 13 to 17: `.automatic` resolves to `.pageSheet`.
    case iOS13
    /// iOS 18 and later: `.automatic` resolves to `.formSheet`.
    case iOS18
}

/// The values the engine assumes where UIKit's behaviour is undocumented; see docs/engine.md.
public struct EngineConfiguration: Sendable, Equatable {
    /// Which era's defaults to use; `.iOS7` (default) makes `.automatic` mean `.fullScreen`. [U policy]
    public var era: UIKitEra = .iOS7
    /// Bounds of `UIScreen.main` and of new windows; default 320×568 (iPhone 5, the iOS 7 samples' device).
    public var screenBounds = CGRect(x: 0, y: 0, width: 320, height: 568)
    /// Scale of `UIScreen.main`; default 2.
    public var screenScale: CGFloat = 2
    /// Duration of the default cover-vertical present and dismiss; default 0.4 s (flowkey). [U]
    public var coverVerticalDuration: TimeInterval = 0.4
    /// Timing curve of the default cover-vertical animation; default ease-in-out. [U]
    public var coverVerticalCurve: UIView.AnimationCurve = .easeInOut
    /// Duration of the default cross-dissolve present and dismiss; default 0.4 s. [U]
    public var crossDissolveDuration: TimeInterval = 0.4
    /// Duration of the flip-horizontal state change (the 3D flip itself is not modelled); default 0.75 s. [U]
    public var flipHorizontalDuration: TimeInterval = 0.75
    /// Duration of the partial-curl state change (the curl itself is not modelled); default 0.75 s. [U]
    public var partialCurlDuration: TimeInterval = 0.75
    /// Top inset of a `.pageSheet`/`.formSheet` card in the iOS 13+ eras (compact width); default 40 pt. [U]
    public var sheetTopInset: CGFloat = 40
    /// Duration of the default navigation push/pop slide; default 0.35 s. [U]
    public var pushDuration: TimeInterval = 0.35
    /// Timing curve of the default navigation slide; default ease-in-out. [U]
    public var pushCurve: UIView.AnimationCurve = .easeInOut
    /// How far the covered view moves during a push, as a fraction of the width (iOS 7 parallax); default 0.3. [U]
    public var pushParallaxFactor: CGFloat = 0.3
    /// Duration of an animated layout change (`setCollectionViewLayout(_:animated:)`, layout-to-layout push); 0.35 s. [U]
    public var layoutTransitionDuration: TimeInterval = 0.35
    /// Curve of an animated layout change; default ease-in-out. [U]
    public var layoutTransitionCurve: UIView.AnimationCurve = .easeInOut
    /// Duration of the settle animation after finish/cancelInteractiveTransition on a collection view; 0.35 s. [U]
    public var interactiveSettleDuration: TimeInterval = 0.35
    /// Curve of that settle animation; default linear. [U]
    public var interactiveSettleCurve: UIView.AnimationCurve = .linear
    /// Whether a present's completion still runs after `completeTransition(false)`; default false. [U]
    public var runsPresentCompletionAfterCancelledTransition = false
    /// Fractions of each animation's duration at which presentation frames are sampled into the trace,
    /// snapped to the tick grid; default [0.5].
    public var sampleFractions: [Double] = [0.5]
    /// The fixed tick of the virtual display (sampling grid and default gesture step); default 1/60 s.
    public var tick: TimeInterval = 1.0 / 60.0
    /// `runUntilIdle()` stops after this much virtual time has passed in one call; default 600 s.
    public var maxRunVirtualTime: TimeInterval = 600
    /// `runUntilIdle()` stops after this many run-loop steps in one call; default 100 000.
    public var maxRunSteps = 100_000
    /// Movement before a pinch is recognised (hysteresis); default 0, so `began` fires at the first step. [U]
    public var pinchHysteresis: CGFloat = 0

    /// A configuration with every default.
    public init() {}
}
