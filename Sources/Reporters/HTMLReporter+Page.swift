// HTMLReporter+Page: the page's own style sheet and script, inline so the file works from disk
// with no network: the filters hide findings (and articles left with none) by rule, locale and
// severity.

extension HTMLReporter {
    static let style = """
        body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; margin: 24px; color: #1d2127; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 28px 0 8px; font-family: monospace; }
        .filters { display: flex; gap: 16px; margin: 12px 0; } .filters select { margin-left: 4px; }
        table.matrix { border-collapse: collapse; font-size: 12px; } table.matrix td, table.matrix th { border: 1px solid #dde1e6; padding: 2px 6px; }
        td.counts { text-align: center; font-variant-numeric: tabular-nums; }
        .finding { border-left: 4px solid #8b949e; background: #f6f8fa; padding: 8px 12px; margin: 10px 0; border-radius: 4px; }
        .finding.error { border-color: #cf222e; } .finding.warning { border-color: #bf8700; } .finding.note { border-color: #0969da; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; margin-right: 4px; }
        .error .severity { color: #cf222e; } .warning .severity { color: #9a6700; } .note .severity { color: #0969da; }
        .rule { color: #57606a; font-family: monospace; font-size: 12px; }
        ul.groups, ul.notes, ul.fixes { margin: 6px 0; padding-left: 20px; } ul.notes { color: #57606a; }
        table.excerpts { border-collapse: collapse; margin: 6px 0; } table.excerpts th { text-align: left; padding-right: 10px; font-weight: 500; white-space: nowrap; }
        table.excerpts td.place { color: #57606a; font-family: monospace; font-size: 12px; padding-right: 10px; white-space: nowrap; }
        table.excerpts code { white-space: pre-wrap; } mark { background: #ffd8a8; border-radius: 2px; }
        .filmstrip { margin: 10px 0; } .strip-label { margin-bottom: 4px; }
        .frames { display: flex; gap: 10px; } figure { margin: 0; text-align: center; font-size: 11px; color: #57606a; }
        svg { border: 1px solid #8b949e; background: #eef1f4; display: block; } rect.window { stroke: #57606a; stroke-width: 2; }
        g text { fill: #ffffff; font-family: sans-serif; }
        .hidden { display: none; }
        """

    static let script = """
        (function () {
          var selects = document.querySelectorAll('select[data-filter]');
          function apply() {
            var want = {};
            selects.forEach(function (s) { want[s.dataset.filter] = s.value; });
            document.querySelectorAll('.finding').forEach(function (f) {
              var show = (!want.rule || f.dataset.rule === want.rule)
                && (!want.severity || f.dataset.severity === want.severity)
                && (!want.locale || f.dataset.locales.indexOf(' ' + want.locale + ' ') >= 0);
              f.classList.toggle('hidden', !show);
            });
            document.querySelectorAll('section.article').forEach(function (a) {
              a.classList.toggle('hidden', !a.querySelector('.finding:not(.hidden)'));
            });
          }
          selects.forEach(function (s) { s.addEventListener('change', apply); });
        })();
        """
}
