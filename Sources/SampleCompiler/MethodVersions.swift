// MethodVersions: a class that several samples declare is merged into one (C# partial classes, and
// articles that show a class again as it grows), and may then declare a method once per sample:
// each stage of a tutorial's `ViewDidLoad`. A program keeps one version of each: a sample's own
// where it declares one, so that it runs the code it shows, else the last the document declares.
// A declaration without a body (the designer's half of a partial method) is no version: the
// declaration with a body is kept whichever sample shows it.

import SampleModel

extension IRClass {
    /// The class with one declaration of each method name (an overload's own, `IROverloadName`):
    /// of those with a body, the last that `sample` declares, else the last of all (also when
    /// `sample` is nil); a declaration without a body only when the name has no other. Each kept
    /// declaration keeps its place.
    func oneVersionOfEachMethod(preferring sample: Int?) -> IRClass {
        func rank(_ method: IRMethod) -> Int {
            (method.isDeclarationOnly ? 0 : 2) + (sample != nil && method.source?.sample == sample ? 1 : 0)
        }
        var kept: [String: Int] = [:]
        for (index, method) in methods.enumerated() {
            if let previous = kept[method.name], rank(methods[previous]) > rank(method) { continue }
            kept[method.name] = index
        }
        guard kept.count < methods.count else { return self }
        var oneVersion = self
        oneVersion.methods = methods.indices.filter { kept[methods[$0].name] == $0 }.map { methods[$0] }
        return oneVersion
    }
}
