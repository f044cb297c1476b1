extension InitFiles {
    /// The workflow's `build` and `deploy` jobs (``workflow(_:)`` writes the rest): install
    /// the pinned release, build the digest, commit `data/` back (or an empty commit when the
    /// branch has had none for `KEEPALIVE_DAYS`), then publish `site/`; with the secret
    /// `PAPERBOY_MAIL_URL` set, the e-mail edition is kept for ``workflowMailJob``.
    static let workflowJobs = #"""
          build:
            name: Build the digest and commit the archive
            needs: setup
            runs-on: ubuntu-24.04
            timeout-minutes: 60
            permissions:
              contents: write     # commit data/ back
            outputs:
              built: ${{ steps.digest.outputs.built }}
              mail: ${{ steps.mail.outputs.send }}
              eml: ${{ steps.mail.outputs.eml }}
            steps:
              - name: Check out the digest
                uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
                with:
                  persist-credentials: true   # the archive is pushed back with GITHUB_TOKEN

              - name: Install libxml2 and libcmark
                id: system-packages
                # The release binary carries the Swift runtime but links the system's libxml2 and
                # libcmark. (-dev: the package names stay the same across Ubuntu releases.)
                run: |
                  sudo=()
                  if [[ $EUID -ne 0 ]]; then sudo=(sudo); fi
                  "${sudo[@]}" apt-get update -qq
                  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-dev libcmark-dev pkg-config >/dev/null

              - name: Download Paperboy
                id: tool
                # The release archive and its SHA-256 from PAPERBOY_REPOSITORY's release
                # v$PAPERBOY_VERSION; the archive is unpacked only when the checksum matches.
                run: |
                  archive="paperboy-${PAPERBOY_VERSION}-linux-x86_64.tar.gz"
                  if [[ -z $PAPERBOY_REPOSITORY ]]; then
                    echo "::error::PAPERBOY_REPOSITORY is empty: set it at the top of .github/workflows/paperboy.yml to OWNER/NAME, the GitHub repository whose release v$PAPERBOY_VERSION has $archive"
                    exit 1
                  fi
                  release="https://github.com/${PAPERBOY_REPOSITORY}/releases/download/v${PAPERBOY_VERSION}"
                  tool="$RUNNER_TEMP/paperboy-tool"
                  mkdir -p "$tool"
                  for file in "$archive" "$archive.sha256"; do
                    curl --fail --silent --show-error --location --proto '=https' --retry 3 \
                      --output "$tool/$file" "$release/$file"
                  done
                  # The .sha256 file holds the hash (and maybe the file name): check the archive
                  # against it under its own name.
                  expected=$(cut -d ' ' -f 1 < "$tool/$archive.sha256")
                  (cd "$tool" && echo "$expected  $archive" | sha256sum --check --strict)
                  tar -xzf "$tool/$archive" -C "$tool"
                  paperboy=$(find "$tool" -type f -name paperboy -perm -u+x -print -quit)
                  if [[ -z $paperboy ]]; then
                    echo "::error::$archive holds no executable named paperboy"
                    exit 1
                  fi
                  "$paperboy" --help >/dev/null
                  echo "paperboy=$paperboy" >> "$GITHUB_OUTPUT"

              # Fallback: build Paperboy from source, for a platform with no release binary or a
              # fork of Paperboy without releases. Replace the "Download Paperboy" step with the
              # two steps below, and run this job in the official Swift image by adding, under
              # "runs-on:" above:
              #
              #   container:
              #     image: swift:${{ needs.setup.outputs.swift }}-noble
              #
              # - name: Check out Paperboy
              #   run: |
              #     git clone --quiet --depth 1 --branch "v$PAPERBOY_VERSION" \
              #       "https://github.com/$PAPERBOY_REPOSITORY.git" .paperboy-tool
              #
              # - name: Build Paperboy
              #   id: tool
              #   run: |
              #     swift build -c release --package-path .paperboy-tool --product paperboy
              #     echo "paperboy=$(swift build -c release --package-path .paperboy-tool --show-bin-path)/paperboy" >> "$GITHUB_OUTPUT"

              - name: Restore the HTTP cache
                uses: actions/cache@55cc8345863c7cc4c66a329aec7e433d2d1c52a9 # v6.1.0
                with:
                  path: .paperboy-cache
                  key: paperboy-http-${{ github.run_id }}-${{ github.run_attempt }}
                  restore-keys: paperboy-http-

              - name: Restore the rendered site
                # The site and its render state (.site.paperboy-state/, beside site/), so
                # that the daily render only writes what changed.
                uses: actions/cache@55cc8345863c7cc4c66a329aec7e433d2d1c52a9 # v6.1.0
                with:
                  path: |
                    site
                    .site.paperboy-state
                  key: paperboy-site-${{ github.run_id }}-${{ github.run_attempt }}
                  restore-keys: paperboy-site-

              - name: Build the digest
                id: digest
                env:
                  PAPERBOY: ${{ steps.tool.outputs.paperboy }}
                  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
                  BASE_URL: ${{ needs.setup.outputs.base_url }}
                  EVENT_NAME: ${{ github.event_name }}
                  SCHEDULE: ${{ github.event.schedule }}
                  PAPERBOY_DATE: ${{ inputs.date }}
                # Any non-zero status of paperboy fails this step (pipefail), and with it
                # the job: nothing is committed or deployed after a failed build.
                # 1 error, 2 usage, 3 sources failed under --strict, 4 every source failed
                # (an arXiv listing still not rebuilt at the catch-up run included),
                # 5 bad config or template.
                run: |
                  args=(build --config paperboy.yml)
                  if [[ -n $BASE_URL ]]; then args+=(--base-url "$BASE_URL"); fi
                  if [[ -n $PAPERBOY_DATE ]]; then args+=(--date "$PAPERBOY_DATE"); fi
                  # Scheduled runs do nothing when the day is already archived. The 06:20 run
                  # leaves a listing arXiv has not rebuilt yet to the catch-up run.
                  if [[ $EVENT_NAME == schedule ]]; then args+=(--catch-up); fi
                  if [[ $SCHEDULE == "20 6 * * 1-5" ]]; then args+=(--retry-later); fi
                  "$PAPERBOY" "${args[@]}" | tee "$RUNNER_TEMP/paperboy-build.txt"
                  # "Nothing to do:" (archived) or "Nothing to do yet:" (--retry-later): nothing written.
                  if grep -q '^Nothing to do' "$RUNNER_TEMP/paperboy-build.txt"; then
                    echo "built=false" >> "$GITHUB_OUTPUT"
                  else
                    echo "built=true" >> "$GITHUB_OUTPUT"
                  fi

              - name: Commit and push the archive
                if: steps.digest.outputs.built == 'true'
                env:
                  BRANCH: ${{ github.ref_name }}
                  PUSH_ATTEMPTS: "5"
                  PUSH_BACKOFF_SECONDS: "10"
                # The daily commit also keeps the schedule alive: GitHub pauses scheduled
                # workflows in repositories with no activity for 60 days.
                # Someone may push while the job runs (a config edit in the web editor):
                # the archive commit is rebased on top of theirs, never forced over it.
                run: |
                  git config user.name "github-actions[bot]"
                  git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
                  git add --force data
                  if git diff --cached --quiet; then
                    echo "The archive did not change."
                    exit 0
                  fi
                  days=$(git diff --cached --name-only -- data/days \
                    | sed -n 's|^data/days/\([0-9]*\)/\([0-9]*\)/\([0-9]*\)\.json$|\1-\2-\3|p' | paste -sd ' ' -)
                  git commit --quiet -m "Digest for ${days:-$(date -u +%Y-%m-%d)}"
                  for ((attempt = 1; attempt <= PUSH_ATTEMPTS; attempt++)); do
                    if git fetch --quiet origin "$BRANCH"; then
                      if ! git rebase --quiet FETCH_HEAD; then
                        git rebase --abort || true
                        echo "::error::The archive commit conflicts with $BRANCH; nothing was pushed."
                        exit 1
                      fi
                      if git push --quiet origin "HEAD:refs/heads/$BRANCH"; then
                        echo "Pushed the archive to $BRANCH (attempt $attempt)."
                        exit 0
                      fi
                    fi
                    echo "Push attempt $attempt of $PUSH_ATTEMPTS failed; retrying."
                    sleep $((attempt * PUSH_BACKOFF_SECONDS))
                  done
                  echo "::error::Could not push the archive to $BRANCH after $PUSH_ATTEMPTS attempts."
                  exit 1

              - name: Keep the schedule on
                env:
                  BRANCH: ${{ github.ref_name }}
                  KEEPALIVE_DAYS: "50"
                  GIT_AUTHOR_NAME: github-actions[bot]
                  GIT_AUTHOR_EMAIL: 41898282+github-actions[bot]@users.noreply.github.com
                  GIT_COMMITTER_NAME: github-actions[bot]
                  GIT_COMMITTER_EMAIL: 41898282+github-actions[bot]@users.noreply.github.com
                # GitHub turns scheduled workflows off after 60 days without activity in the
                # repository. The archive commit is that activity on most days; when the branch's
                # last commit is KEEPALIVE_DAYS old (holidays, feeds that stay empty), an empty
                # commit is. It needs no permission beyond the push the job already has.
                run: |
                  git fetch --quiet origin "$BRANCH"
                  age=$(( ($(date +%s) - $(git log -1 --format=%ct FETCH_HEAD)) / 86400 ))
                  if ((age < KEEPALIVE_DAYS)); then
                    echo "The last commit on $BRANCH is $age day(s) old: the schedule stays on."
                    exit 0
                  fi
                  commit=$(git commit-tree -p FETCH_HEAD -m "Keep the schedule on" "FETCH_HEAD^{tree}")
                  git push --quiet origin "$commit:refs/heads/$BRANCH"
                  echo "The last commit on $BRANCH was $age days old: pushed an empty commit to keep the schedule on."

              - name: Upload the site
                if: steps.digest.outputs.built == 'true'
                uses: actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9 # v5.0.0
                with:
                  path: site

              - name: Find the e-mail edition
                id: mail
                if: steps.digest.outputs.built == 'true'
                env:
                  PAPERBOY_MAIL_URL: ${{ secrets.PAPERBOY_MAIL_URL }}
                  EMAIL_FOLDER: email
                # The mail job runs when the secret PAPERBOY_MAIL_URL is set (if: cannot read secrets).
                # email/ is neither committed nor cached, so its newest .eml is this run's. Nothing
                # here may fail the job: the deploy waits for it.
                run: |
                  if [[ -z $PAPERBOY_MAIL_URL ]]; then
                    echo "No PAPERBOY_MAIL_URL secret: no e-mail is sent."
                    exit 0
                  fi
                  echo "send=true" >> "$GITHUB_OUTPUT"
                  if [[ -d $EMAIL_FOLDER ]]; then
                    eml=$(find "$EMAIL_FOLDER" -maxdepth 1 -name '*.eml' -printf '%T@ %p\n' | sort -n | tail -n 1 | cut -d ' ' -f 2-)
                    echo "eml=$eml" >> "$GITHUB_OUTPUT"
                  fi

              - name: Keep the e-mail edition for the mail job
                if: steps.mail.outputs.eml != ''
                # A failed upload fails the mail job (no artifact), not the deploy.
                continue-on-error: true
                uses: actions/upload-artifact@043fb46d1a93c77aae656e7c1c64a875d1fc6a0a # v7.0.1
                with:
                  name: email
                  path: ${{ steps.mail.outputs.eml }}
                  if-no-files-found: error
                  retention-days: 1

          deploy:
            name: Deploy to GitHub Pages
            needs: build
            if: needs.build.outputs.built == 'true'
            runs-on: ubuntu-24.04
            timeout-minutes: 10
            permissions:
              pages: write        # deploy to GitHub Pages
              id-token: write     # required by actions/deploy-pages
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Deploy to GitHub Pages
                id: deployment
                uses: actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128 # v5.0.0

        """#
}
