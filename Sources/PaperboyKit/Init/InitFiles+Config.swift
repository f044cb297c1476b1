extension InitFiles {
    /// `paperboy.yml`: the starter digest (machine learning papers, new Swift repositories,
    /// Swift releases), every key commented. The repository's own `paperboy.yml` is the same
    /// digest, reading the repository's `Templates/`.
    static let config = #"""
    # Paperboy digest config. Check it with `paperboy check`, build it with
    # `paperboy build`, look at it with `paperboy serve`. Every key is described in
    # docs/configuration.md of the Paperboy repository; a typo is an error that
    # names this file, the line and the column.
    #
    # Paths are relative to this file.

    title: Machine learning and Swift, daily     # the site's name
    time_zone: UTC                # digest days are counted in this IANA zone (default UTC)
    # base_url: https://USER.github.io/REPO/    # where the site is published (optional)

    templates: templates          # files here replace the built-in theme's: see templates/README.md
    output: site                  # the site (default site); the workflow deploys it to GitHub Pages
    data: data                    # the archive, one JSON file per day (default data); commit it

    # Where items come from. Each source has a unique name; sections pick from them.
    sources:
      # Today's arXiv announcement for these categories (new submissions and
      # cross-lists). Weekends and holidays have no announcement: that is normal.
      - name: arxiv
        kind: arxiv
        categories: [cs.LG, cs.CL, cs.CV]
        announce: [new, cross]

      # New Swift repositories of the past week, most stars first. {{day-7}} is the
      # digest day minus 7 days. Set GITHUB_TOKEN for a higher rate limit.
      - name: swift-repositories
        kind: github_search
        query: "language:swift created:>={{day-7}}"
        sort: stars
        order: desc
        max_results: 30

      # Release feeds (any RSS or Atom URL works; kind: feed is the default).
      - name: swift-releases
        kind: feed
        url: https://github.com/swiftlang/swift/releases.atom
      - name: swift-format-releases
        url: https://github.com/swiftlang/swift-format/releases.atom
      - name: vapor-releases
        url: https://github.com/vapor/vapor/releases.atom

    # Sections in page order; an item can appear in several. Queries: AND, OR,
    # NOT, parentheses, "phrases", word* prefixes, and title:, abstract:,
    # author:, comment: to look in one field. Matching ignores case and accents.
    sections:
      - title: Language models
        sources: [arxiv]
        categories: [cs.CL]
        query: '"language model*" OR LLM* OR tokeni* OR "instruction tuning" OR reasoning'
        limit: 25

      - title: Vision
        sources: [arxiv]
        categories: [cs.CV]
        cross_lists: false        # primary category only
        query: 'image* OR video* OR segment* OR diffusion OR "3D"'
        limit: 25

      - title: Learning
        sources: [arxiv]
        categories: [cs.LG]
        exclude: ["language model*", LLM*, image*, video*]
        limit: 25

      - title: New Swift repositories
        id: swift
        sources: [swift-repositories]
        exclude_forks: true
        exclude_archived: true
        sort: stars
        limit: 10

      - title: Swift releases
        sources: [swift-releases, swift-format-releases, vapor-releases]
        published_within_days: 14
        sort: date
        limit: 6

    # Badges on matching items wherever they appear.
    highlights:
      - label: Efficiency
        keywords: ["speculative decoding", quantization, distillation, "mixture of experts"]
      - label: Swift
        query: 'title:(swift OR swiftui)'

    """#
}
