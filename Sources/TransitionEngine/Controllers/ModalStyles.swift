// UIModalPresentationStyle and UIModalTransitionStyle with UIKit's raw values.

import Foundation

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    /// Raises an error when presenting.
    case none = -1
    /// Resolved by era: `.fullScreen` (iOS 7 era, default), `.pageSheet` (iOS 13), `.formSheet` (iOS 18).
    case automatic = -2
    /// Covers the screen; the presenting view is removed at the end.
    case fullScreen = 0
    /// A sheet (fullScreen in the iOS 7 era on iPhone; a card from iOS 13).
    case pageSheet = 1
    /// A form sheet (fullScreen in the iOS 7 era on iPhone; a card from iOS 13).
    case formSheet = 2
    /// Covers the presenting controller's view.
    case currentContext = 3
    /// Uses the transitioning delegate's presentation controller and animator.
    case custom = 4
    /// Covers the screen; the presenting view stays.
    case overFullScreen = 5
    /// Covers the presenting controller's view; the presenting view stays.
    case overCurrentContext = 6
    /// A popover (adapts to fullScreen in compact width).
    case popover = 7
    /// tvOS only: not modelled, treated as overFullScreen.
    case blurOverFullScreen = 8

    var traceName: String {
        switch self {
        case .none: return "none"
        case .automatic: return "automatic"
        case .fullScreen: return "fullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .blurOverFullScreen: return "blurOverFullScreen"
        }
    }
}

/// The default animation of a (non-custom) presentation.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
    /// Slides up from the bottom; dismiss slides down (the default).
    case coverVertical = 0
    /// 3D flip (a timed state change here).
    case flipHorizontal = 1
    /// Fades.
    case crossDissolve = 2
    /// Page curl (a timed state change here).
    case partialCurl = 3

    var traceName: String {
        switch self {
        case .coverVertical: return "coverVertical"
        case .flipHorizontal: return "flipHorizontal"
        case .crossDissolve: return "crossDissolve"
        case .partialCurl: return "partialCurl"
        }
    }
}
