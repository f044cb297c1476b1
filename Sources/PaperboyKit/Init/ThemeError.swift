import PaperboyModels

/// Why `paperboy theme eject` wrote nothing.
public enum ThemeError: PaperboyError, Equatable {
    /// Names that are no file of the default theme.
    case unknownFiles([String], valid: [String])
    /// Files named that exist in the templates folder (as the user would type them); `--force` overwrites them.
    case exists([String])
    /// A file that cannot be written (as the user would type it), and why.
    case cannotWrite(String, reason: String)

    /// The file that cannot be written; no one place for the others.
    public var location: ErrorLocation? {
        if case .cannotWrite(let file, _) = self { return ErrorLocation(file) }
        return nil
    }

    /// The whole message.
    public var reason: String { description }

    /// One line.
    public var description: String {
        switch self {
        case .unknownFiles(let names, let valid):
            let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
            return "\(names.count == 1 ? "no theme file is named" : "no theme files are named") \(quoted); "
                + "the default theme's files: \(valid.joined(separator: ", "))"
        case .exists(let files):
            return "\(files.joined(separator: ", ")) \(files.count == 1 ? "exists" : "exist"): nothing was written "
                + "(--force overwrites \(files.count == 1 ? "it" : "them") with the default theme's version)"
        case .cannotWrite(let file, let reason):
            return "\(file): cannot write it (\(reason))"
        }
    }
}
