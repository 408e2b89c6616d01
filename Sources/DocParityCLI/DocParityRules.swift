// DocParityRules: the full rule catalogue of a run, composed from each module's rules.

import Diagnostics
import Drift
import SampleChecks

/// Every rule DocParity knows.
public enum DocParityRules {
    /// The catalogue: drift and input rules, then the samples pipeline's rules.
    public static let catalogue: RuleCatalogue = DriftRules.catalogue.merged(with: RuleCatalogue(SampleRules.rules))
}
