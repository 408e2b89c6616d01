// RuleExample+Articles: the small articles the drift and input rules' examples are built from.

extension RuleExample {
    /// An article in three locales: the reference (`en-US`), a third locale (`es-ES`, the
    /// reference's text unless given) and the drifted one (`fr-FR`).
    static func threeLocales(_ reference: String, _ drifted: String, _ third: String? = nil) -> RuleExample {
        RuleExample([("en-US", reference), ("es-ES", third ?? reference), ("fr-FR", drifted)])
    }

    /// A front matter with the keys the metadata rules compare.
    static let frontMatter =
        "---\ntitle: T\nms.assetid: A1\nms.lasthandoff: 06/05/2018\nms.sourcegitcommit: abc\n---\n"
}
