extension InitFiles {
    /// `templates/README.md`: what the (empty) templates folder is for.
    static let templatesReadme = #"""
    # Templates

    This folder changes the look of the digest. It starts empty: the site is rendered
    with the default theme built into Paperboy, so every new Paperboy release brings its
    fixes to the theme.

    A file here with the same relative path as a file of the default theme replaces
    that file, and only that one; every other file still comes from the default theme.
    `templates/assets/style.css` restyles the site, `templates/partials/paper.html.mustache`
    changes how a paper looks. The texts are in `locales/` (`en.yml`, `de.yml`; the config's
    `language:` picks one): `templates/locales/en.yml` with only the texts you change
    replaces those texts, and a new file there (`fr.yml`, every key of `en.yml`) adds a language.

    ```sh
    paperboy theme list                         # the default theme's files; which ones this folder replaces
    paperboy theme eject partials/paper.html    # copy a default file here, to edit (several names, or none for all)
    paperboy check                              # checks every template and every name it uses
    ```

    `paperboy theme eject` never overwrites a file here unless given `--force`.

    After an upgrade of Paperboy, `paperboy check` reports a file here that no longer
    matches the current theme: a variable the current theme does not provide (renamed
    or removed), or a partial that no longer exists, with the file, line and column and
    the closest existing name. `paperboy build` prints the same as warnings and still
    renders. The variables each page gets are listed in `docs/templates.md` of the
    Paperboy repository.

    """#
}
