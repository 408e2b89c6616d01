// DriftRules: the catalogue of the structural, code, metadata and input rules this module and the
// input stages before it report, in documentation order. Each rule (its id, default level,
// explanation and examples) is defined in its own file under Sources/Diagnostics/Rules.

import Diagnostics

/// The rules this module checks.
public enum DriftRules {
    /// All drift and input rules, in documentation order.
    public static let catalogue = RuleCatalogue([
        .structureArticleMissing,
        .structureArticleOrphaned,
        .structureHeadingMissing,
        .structureHeadingExtra,
        .structureHeadingMoved,
        .structureHeadingLevel,
        .structureAnchorMismatch,
        .structureAlertMismatch,
        .structureIncludeMismatch,
        .structureZoneMismatch,
        .structureListItems,
        .structureTableShape,
        .mediaImageMismatch,
        .linkTargetMismatch,
        .linkMalformed,
        .linkBroken,
        .inlineCodeMismatch,
        .codeBlockMissing,
        .codeBlockExtra,
        .codeBlockMoved,
        .codeLanguageMismatch,
        .codeTokenDrift,
        .codeStringDrift,
        .codeMarkupDrift,
        .codeTextDrift,
        .sampleSyntaxError,
        .metaKeyMissing,
        .metaAssetMismatch,
        .metaStaleSource,
        .metaLocaleMismatch,
        .inputEncoding,
        .inputUnreadable,
        .inputInternalError,
        .inputDuplicateLocale,
        .inputUnclosedFence,
        .inputEmpty,
        .inputFrontMatter,
    ])
}
