// DocParityRules: the full rule catalogue of a run, composed from each module's rules.

import Diagnostics
import Drift

/// Every rule DocParity knows.
public enum DocParityRules {
    /// The catalogue: drift and input rules (sample rules join as their modules land).
    public static let catalogue: RuleCatalogue = DriftRules.catalogue
}
