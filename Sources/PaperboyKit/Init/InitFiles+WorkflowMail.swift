extension InitFiles {
    /// The workflow's `mail` job: when the secret `PAPERBOY_MAIL_URL` is set, sends the day's
    /// `email/YYYY-MM-DD.eml` with curl over SMTP, after the archive push and the Pages deploy,
    /// so that a failed send turns the run red without holding either back.
    static let workflowMailJob = #"""
      mail:
        name: Send the e-mail edition
        # After the archive push (build) and the Pages deploy: a failed send turns the run
        # red, but the day is already archived and published.
        needs: [build, deploy]
        if: needs.build.outputs.mail == 'true'
        runs-on: ubuntu-24.04
        timeout-minutes: 10
        permissions: {}       # the e-mail is an artifact of this run; the SMTP account is in secrets
        steps:
          - name: Check the e-mail edition
            env:
              EML: ${{ needs.build.outputs.eml }}
            run: |
              if [[ -z $EML ]]; then
                echo "::error::PAPERBOY_MAIL_URL is set, but the build wrote no e-mail edition in email/: set email: enabled: true (with from and to) in paperboy.yml"
                exit 1
              fi

          - name: Fetch the e-mail edition
            uses: actions/download-artifact@37930b1c2abaa49bbe596cd826c3c89aef350131 # v7.0.0
            with:
              name: email
              path: email

          - name: Send the e-mail edition
            env:
              EML: ${{ needs.build.outputs.eml }}
              PAPERBOY_MAIL_URL: ${{ secrets.PAPERBOY_MAIL_URL }}
              PAPERBOY_MAIL_USER: ${{ secrets.PAPERBOY_MAIL_USER }}
              PAPERBOY_MAIL_PASSWORD: ${{ secrets.PAPERBOY_MAIL_PASSWORD }}
              PAPERBOY_MAIL_FROM: ${{ secrets.PAPERBOY_MAIL_FROM }}
              PAPERBOY_MAIL_TO: ${{ secrets.PAPERBOY_MAIL_TO }}
            # curl speaks SMTP: smtp://host:587 upgrades to TLS with STARTTLS, smtps://host:465
            # starts in TLS. With a user, TLS is required (--ssl-reqd): the password never
            # travels in clear. Without one (a relay that needs no login), TLS is used when
            # offered. The password reaches curl on its standard input, not its command line.
            # The headers (From, To, Subject) are the .eml's; the secrets give the envelope.
            run: |
              case $PAPERBOY_MAIL_URL in
                smtp://* | smtps://*) ;;
                *) echo "::error::PAPERBOY_MAIL_URL must start with smtp:// or smtps://"; exit 1 ;;
              esac
              from=${PAPERBOY_MAIL_FROM##*<}
              from=${from%%>*}
              mapfile -t recipients < <(tr -s ', \t\r' '\n' <<<"$PAPERBOY_MAIL_TO" | sed '/^$/d')
              if [[ -z $from || ${#recipients[@]} -eq 0 ]]; then
                echo "::error::Set the secrets PAPERBOY_MAIL_FROM (an address) and PAPERBOY_MAIL_TO (addresses, separated by commas)"
                exit 1
              fi
              args=(--silent --show-error --proto '=smtp,smtps' --connect-timeout 30 --max-time 300
                    --url "$PAPERBOY_MAIL_URL" --mail-from "$from" --upload-file "email/${EML##*/}")
              for recipient in "${recipients[@]}"; do args+=(--mail-rcpt "$recipient"); done
              login=""
              if [[ -n $PAPERBOY_MAIL_USER ]]; then
                args+=(--ssl-reqd --config -)
                login="$PAPERBOY_MAIL_USER:$PAPERBOY_MAIL_PASSWORD"
                login=${login//\\/\\\\}
                login="user = \"${login//\"/\\\"}\""
              else
                args+=(--ssl)
              fi
              curl "${args[@]}" <<<"$login"
              echo "Sent ${EML##*/} to ${#recipients[@]} recipient(s)."

    """#
}
