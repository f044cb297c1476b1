extension InitFiles {
    /// The workflow's `rating` job: on a pull request that adds rating files (a reader without
    /// write access pressed 👍 on the site), a notice saying whose rating it is and that it
    /// counts only once merged. It runs on `pull_request` with no permission and checks
    /// nothing out; the repository's own workflow has the same job
    /// (`ProjectInitTests` compares them, `Scripts/workflow/rating_scenarios.py` runs it).
    static let workflowRatingJob = #"""
      rating:
        name: Say whether a rating counts
        # A pull request adding rating files: a reader pressed 👍, 👎 or mute on the site without
        # write access, and GitHub made a fork and a pull request. On `pull_request` (never
        # pull_request_target) the job has no secret and no write access, checks nothing of the
        # pull request out and runs none of it: it only says whose rating it is. The pull request
        # changes nothing unless someone with write access merges it; the owner's and
        # collaborators' own ratings are commits, not pull requests.
        if: github.event_name == 'pull_request'
        runs-on: ubuntu-24.04
        timeout-minutes: 5
        permissions: {}
        steps:
          - name: Say whether the rating counts
            env:
              AUTHOR: ${{ github.event.pull_request.user.login }}
              ASSOCIATION: ${{ github.event.pull_request.author_association }}
            run: |
              case $ASSOCIATION in
                OWNER | MEMBER | COLLABORATOR)
                  echo "::notice::The rating from $AUTHOR ($ASSOCIATION) counts once this pull request is merged." ;;
                *)
                  echo "::notice::The rating from $AUTHOR is skipped: only the owner and collaborators rate; the pull request changes nothing unless merged." ;;
              esac

    """#
}
