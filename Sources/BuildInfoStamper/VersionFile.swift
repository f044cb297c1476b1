import Foundation

/// `VERSION` at the package root: one semantic version (`0.4.0`, `1.0.0-rc.1`) on its first line.
enum VersionFile {
    /// A failure that names the file and line.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The version in `file`.
    /// - Throws: ``Failure`` when the file cannot be read or its first line is not a semantic version.
    static func read(_ file: URL) throws -> String {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Failure(description: "\(file.path): cannot read the version file (it holds the release version, e.g. 0.4.0)")
        }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        let version = line.trimmingCharacters(in: .whitespaces)
        guard isSemanticVersion(version) else {
            throw Failure(description: "\(file.path):1: '\(version)' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 0.4.0)")
        }
        return version
    }

    /// MAJOR.MINOR.PATCH without leading zeros, then an optional `-pre.release` and `+build`.
    static func isSemanticVersion(_ text: String) -> Bool {
        text.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?/) != nil
    }
}
