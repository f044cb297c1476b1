/// What to do about libyaml's commonest complaints, which name the grammar, not the fix.
enum YAMLSyntaxHint {
    /// The hint for libyaml's `problem`, nil when there is none.
    static func hint(for problem: String) -> String? {
        switch problem {
        case let p where p.hasPrefix("mapping values are not allowed"):
            return #"a value holding ": " must be quoted, as in title: "My digest: daily""#
        case let p where p.hasPrefix("found a tab character"):
            return "indent with spaces, not tabs"
        case let p where p.hasPrefix("found character that cannot start any token"):
            return "indent with spaces, not tabs, and quote a value that starts with @, ` or %"
        case let p where p.hasPrefix("did not find expected key"), let p where p.hasPrefix("did not find expected '-' indicator"):
            return "check the indentation of this line against the lines above it"
        case let p where p.hasPrefix("found undefined alias"):
            return "quote a value that starts with *"
        default:
            return nil
        }
    }
}
