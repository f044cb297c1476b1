/// The text of the files `paperboy init` writes.
enum InitFiles {
    /// `.gitignore`: the build output and the fetch cache stay out of git; `data/` (the archive) is committed.
    static let gitignore = #"""
    # Paperboy: the site is rebuilt on every run and deployed by the workflow;
    # the fetch cache is restored by actions/cache. data/ (the archive) is committed.
    # .site.paperboy-state/ records what the site was rendered from; email/ is sent, not kept.
    /site/
    /email/
    .*.paperboy-state/
    /.paperboy-cache/
    /.paperboy-tool/
    /recordings/
    .DS_Store

    """#
}
