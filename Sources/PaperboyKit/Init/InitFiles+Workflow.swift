extension InitFiles {
    /// `.github/workflows/paperboy.yml`: builds the digest every weekday after arXiv's
    /// announcement, commits `data/` back and deploys `site/` to GitHub Pages.
    static let workflow = #"""
    # Builds the digest every weekday morning and publishes site/ to GitHub Pages.
    #
    # Set-up, once: Settings → Pages → Build and deployment → Source: "GitHub Actions".
    # GITHUB_TOKEN (provided by Actions) raises GitHub's search rate limit.
    # Run it by hand from the Actions tab ("Run workflow").
    name: Paperboy

    on:
      schedule:
        # arXiv announces at 20:00 US Eastern, Sunday to Thursday (00:00 or 01:00 UTC,
        # Monday to Friday). 01:30 UTC is after it in summer and in winter.
        - cron: "30 1 * * 1-5"
      workflow_dispatch:

    permissions:
      contents: write     # commit data/ back
      pages: write        # deploy to GitHub Pages
      id-token: write     # required by actions/deploy-pages

    concurrency:
      group: paperboy
      cancel-in-progress: false

    env:
      # The Paperboy sources the digest is built with.
      PAPERBOY_REPOSITORY: paperboy-digest/paperboy
      PAPERBOY_REF: main

    jobs:
      build:
        runs-on: ubuntu-24.04
        steps:
          - name: Check out the digest
            uses: actions/checkout@v4

          - name: Check out Paperboy
            uses: actions/checkout@v4
            with:
              repository: ${{ env.PAPERBOY_REPOSITORY }}
              ref: ${{ env.PAPERBOY_REF }}
              path: .paperboy-tool

          - name: Install libxml2 and libcmark
            run: sudo apt-get update -qq && sudo apt-get install -y -qq libxml2-dev libcmark-dev pkg-config

          - name: Set up Swift
            uses: swift-actions/setup-swift@v2
            with:
              swift-version: "6.1"

          - name: Restore the build of Paperboy
            uses: actions/cache@v4
            with:
              path: .paperboy-tool/.build
              key: paperboy-build-${{ runner.os }}-${{ hashFiles('.paperboy-tool/Package.resolved', '.paperboy-tool/Sources/**') }}
              restore-keys: paperboy-build-${{ runner.os }}-

          - name: Restore the HTTP cache
            uses: actions/cache@v4
            with:
              path: .paperboy-cache
              key: paperboy-http-${{ github.run_id }}
              restore-keys: paperboy-http-

          - name: Build Paperboy
            run: swift build -c release --package-path .paperboy-tool --product paperboy

          - name: Build the digest
            env:
              GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
            run: .paperboy-tool/.build/release/paperboy build --config paperboy.yml

          - name: Commit the archive
            # The daily commit also keeps the schedule alive: GitHub pauses scheduled
            # workflows in repositories with no activity for 60 days.
            run: |
              git config user.name "github-actions[bot]"
              git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
              git add --force data   # --force: a fork of Paperboy ignores /data/ for local runs
              if git diff --cached --quiet; then
                echo "The archive did not change."
              else
                git commit -m "Digest for $(date -u +%Y-%m-%d)"
                git push
              fi

          - name: Upload the site
            uses: actions/upload-pages-artifact@v3
            with:
              path: site

      deploy:
        needs: build
        runs-on: ubuntu-24.04
        environment:
          name: github-pages
          url: ${{ steps.deployment.outputs.page_url }}
        steps:
          - name: Deploy to GitHub Pages
            id: deployment
            uses: actions/deploy-pages@v4

    """#
}
