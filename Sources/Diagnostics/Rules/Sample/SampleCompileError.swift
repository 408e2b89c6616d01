// sample.compile-error: a C# sample does not compile against the Xamarin.iOS API model.

extension RuleID {
    /// `sample.compile-error`: a C# sample does not compile against the Xamarin.iOS API model.
    public static let sampleCompileError = RuleID("sample.compile-error")
}

extension RuleDescriptor {
    /// The `sample.compile-error` rule: its default level, what it compares and why, and its examples.
    public static let sampleCompileError = RuleDescriptor(
        id: .sampleCompileError, defaultSeverity: .error,
        summary: "a C# sample does not compile against the Xamarin.iOS API model",
        explanation:
            "Each locale's samples are bound like a C# compiler would: an override of a member that does not exist (CS0115, e.g. the Classic API's 'PresentingController'), an unknown member (CS0117), a wrong argument count (CS1501), an unknown type close to a known one (CS0246), a missing abstract member (CS0534), a `switch` section that falls through for want of a `break` (CS0163, CS8070), a partial method whose two halves disagree (CS0759). Notes name the likely intended member or what would fix the code. The sample is recovered (a bad override becomes a plain method, which UIKit never calls) and still runs. Errors only some locales have are drift; errors all locales share are a defect of the source article. The model is UIKit's: in articles about Xamarin.Mac (`docs/mac/…`) an override the model does not know is not reported (AppKit's `ViewWillAppear ()` takes no argument).",
        triggering: RuleExample.twoSamples(
            RuleExample.transitioningDelegateSample.replacingOccurrences(
                of: "%@", with: "GetAnimationControllerForPresentedController"),
            RuleExample.transitioningDelegateSample.replacingOccurrences(of: "%@", with: "PresentingController")),
        nonTriggering: RuleExample.twoSamples(
            RuleExample.transitioningDelegateSample.replacingOccurrences(
                of: "%@", with: "GetAnimationControllerForPresentedController"),
            RuleExample.transitioningDelegateSample.replacingOccurrences(
                of: "%@", with: "GetAnimationControllerForPresentedController")))
}
