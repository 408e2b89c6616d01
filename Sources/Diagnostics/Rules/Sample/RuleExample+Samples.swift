// RuleExample+Samples: the C# samples the samples pipeline's rules' examples are built from.

extension RuleExample {
    /// An article holding one C# sample, in the reference locale (`en-US`) and in `fr-FR`.
    static func twoSamples(_ reference: String, _ other: String) -> RuleExample {
        func article(_ code: String) -> String { "# Sample\n\n```csharp\n\(code)\n```\n" }
        return RuleExample([("en-US", article(reference)), ("fr-FR", article(other))])
    }

    /// A transitioning delegate whose one override is named `%@`.
    static let transitioningDelegateSample =
        "public class D : UIViewControllerTransitioningDelegate\n{\n    public override IUIViewControllerAnimatedTransitioning %@ (UIViewController presented, UIViewController presenting, UIViewController source)\n    {\n        return null;\n    }\n}"

    /// A sample presenting a controller with the modal transition style `style`.
    static func presentingSample(_ style: String) -> String {
        "var two = new UIViewController ();\ntwo.ModalTransitionStyle = UIModalTransitionStyle.\(style);\nPresentViewController (two, true, null);"
    }
}
