extension InitFiles {
    /// `.github/workflows/paperboy.yml`: builds the digest every weekday after rss.arxiv.org
    /// rebuilds its listings (plus a catch-up run), commits `data/` back (rebased on top of
    /// anything pushed meanwhile, with retries), deploys `site/` to GitHub Pages and, when its
    /// secrets are set, sends the e-mail edition.
    /// Paperboy is the release binary of `PAPERBOY_REPOSITORY` at `PAPERBOY_VERSION`, both set
    /// once at the top of the workflow, checked against the release's SHA-256 before it runs;
    /// building from source at the tag `v` + version, with Swift `SWIFT_VERSION`, is a
    /// commented fallback. `make workflow-check` lints this text, runs its build job against a
    /// local stand-in for the release download, and checks that `SWIFT_VERSION` matches the
    /// repository's `.swift-version`. Without a repository, `PAPERBOY_REPOSITORY` is written
    /// empty under a comment saying what to set, and the download step stops with that error.
    static func workflow(_ release: PaperboyRelease) -> String {
        #"""
        # Builds the digest every weekday morning and publishes site/ to GitHub Pages.
        #
        # Set-up, once: Settings → Pages → Build and deployment → Source: "GitHub Actions".
        # GITHUB_TOKEN (provided by Actions) raises GitHub's search rate limit.
        # Run it by hand from the Actions tab ("Run workflow"), optionally for one day.
        # E-mail (optional): with the secret PAPERBOY_MAIL_URL set (and PAPERBOY_MAIL_USER,
        # PAPERBOY_MAIL_PASSWORD, PAPERBOY_MAIL_FROM, PAPERBOY_MAIL_TO), the mail job sends the
        # day's email/YYYY-MM-DD.eml after the deploy; paperboy.yml needs `email: enabled: true`.
        name: Paperboy

        on:
          schedule:
            # rss.arxiv.org rebuilds its listing feeds at midnight US Eastern, Monday to
            # Friday: lastBuildDate 05:00 UTC in winter, 04:00 UTC in summer. A run before
            # that reads the previous day's listing. 06:20 UTC leaves more than an hour of
            # margin all year (and avoids the top of the hour, when GitHub delays the most
            # scheduled runs).
            - cron: "20 6 * * 1-5"
            # Catch-up, the same weekdays: scheduled runs are sometimes delayed or dropped,
            # and a source may have failed at 06:20. Scheduled runs pass --catch-up, so
            # this run stops at "Nothing to do:" (writes, commits and deploys nothing)
            # when the day is already archived with no failed source or back-fill.
            # The 06:20 run passes --retry-later: if arXiv has not rebuilt its listing
            # yet, it says so and exits 0, and this run reads the listing.
            - cron: "40 11 * * 1-5"
          workflow_dispatch:
            inputs:
              date:
                description: "Digest day, YYYY-MM-DD (empty: today)"
                required: false
                default: ""
                type: string
          # A reader without write access who rates an item gets a fork and a pull request
          # adding one file to ratings/: the rating job says whether it counts. Nothing else runs.
          pull_request:
            paths: ["ratings/**"]

        # No permissions by default; each job asks for what it needs.
        permissions: {}

        # One run at a time, never cancelled half-way (it may be pushing the archive). A rating's
        # pull request runs in a group of its own, so that it never cancels a waiting build.
        concurrency:
          group: ${{ github.event_name == 'pull_request' && format('paperboy-rating-{0}', github.event.pull_request.number) || 'paperboy' }}
          cancel-in-progress: false

        env:
          # The Paperboy the digest is built with: the release binary of this repository at this
          # version (its tag is v<version>). To upgrade, change the version and run
          # `paperboy check` with the new binary.
        \#(repositoryLines(release.repository))
          PAPERBOY_VERSION: "\#(release.version)"
          # Only for building Paperboy from source (the fallback at the end of this file): the
          # Swift it is built with, the official swift:<version>-noble image.
          SWIFT_VERSION: "6.3.1"

        defaults:
          run:
            # bash -eo pipefail: a failing command, also in a pipe, fails the step.
            shell: bash

        jobs:
          setup:
            name: Swift version and Pages URL
            # Not for a rating's pull request; build, deploy and mail need this job, so they skip too.
            if: github.event_name != 'pull_request'
            runs-on: ubuntu-24.04
            timeout-minutes: 5
            permissions:
              pages: read         # actions/configure-pages reads the site's URL
            outputs:
              swift: ${{ steps.swift.outputs.version }}
              base_url: ${{ steps.pages.outputs.base_url }}
            steps:
              - name: Read the Swift version
                id: swift
                run: |
                  if [[ ! $SWIFT_VERSION =~ ^[0-9]+\.[0-9]+(\.[0-9]+)?$ ]]; then
                    echo "::error::SWIFT_VERSION is not a Swift version: '$SWIFT_VERSION'"
                    exit 1
                  fi
                  echo "version=$SWIFT_VERSION" >> "$GITHUB_OUTPUT"

              - name: Read the Pages URL
                id: pages
                # base_url is https://USER.github.io/REPO/ for a project site, or the custom domain.
                uses: actions/configure-pages@45bfe0192ca1faeb007ade9deae92b16b8254a0d # v6.0.0

        """# + "\n" + workflowJobs + "\n" + workflowMailJob + "\n" + workflowRatingJob
    }

    /// The `PAPERBOY_REPOSITORY` line of `env:`; empty, under a comment saying what to set, when
    /// the repository is not known.
    private static func repositoryLines(_ repository: String?) -> String {
        if let repository { return "  PAPERBOY_REPOSITORY: \(repository)" }
        return """
              # paperboy init did not know it: set it to OWNER/NAME, the GitHub repository whose
              # release v<PAPERBOY_VERSION> has paperboy-<PAPERBOY_VERSION>-linux-x86_64.tar.gz.
              # Until then the build stops at "Download Paperboy".
              PAPERBOY_REPOSITORY: ""
            """
    }
}
