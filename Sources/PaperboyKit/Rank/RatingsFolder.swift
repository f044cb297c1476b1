import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore

/// The reader's ratings folder (`library: ratings:`): every `*.yml` and `*.yaml` file of
/// the folder itself (not of its subfolders), by name, each one ``Rating``. A malformed
/// file is skipped with a ``RatingIssue``, never fatal; a missing folder is no ratings.
public struct RatingsFolder: Sendable {
    /// The largest rating file read: 64 KiB (one is a few lines).
    public static let maxFileBytes = 64 << 10
    /// The most rating files read.
    public static let maxFiles = 100_000

    /// What the folder held.
    public struct Load: Sendable, Equatable {
        /// The ratings read, in file name order.
        public var ratings: [Rating] = []
        /// The files skipped, each with why.
        public var issues: [RatingIssue] = []
        /// Rating files found (read or skipped).
        public var files = 0

        /// One warning per file skipped, with its place and why: the build's report and
        /// terminal, `rank` and `explain` say it, so no rating is lost unseen.
        public var warnings: [String] { issues.map { "rating skipped: \($0)" } }
    }

    /// The folder.
    public let folder: URL
    private let display: PathDisplay
    private let fileSystem: FileSystem

    /// A reader of `folder`, naming files relative to `currentDirectory`.
    public init(folder: URL, currentDirectory: URL, fileSystem: FileSystem) {
        self.folder = folder
        display = PathDisplay(currentDirectory: currentDirectory)
        self.fileSystem = fileSystem
    }

    /// True for the names read as rating files.
    public static func isRatingFile(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
    }

    /// Reads every rating file.
    public func read() -> Load {
        var load = Load()
        let shownFolder = display.show(folder)
        guard let info = fileSystem.info(folder) else { return load }
        guard info.isFolder else {
            load.issues.append(RatingIssue(file: shownFolder, reason: "the ratings folder is a file"))
            return load
        }
        var names: [String]
        do {
            names = (try fileSystem.entries(folder) ?? []).filter(Self.isRatingFile).sorted()
        } catch {
            load.issues.append(RatingIssue(file: shownFolder, reason: "cannot list the ratings folder: \(error)"))
            return load
        }
        if names.count > Self.maxFiles {
            load.issues.append(RatingIssue(file: shownFolder,
                                           reason: "\(names.count) rating files; only the first \(Self.maxFiles) by name are read"))
            names = Array(names.prefix(Self.maxFiles))
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            guard case .file(let size)? = fileSystem.info(url) else { continue }
            load.files += 1
            do {
                load.ratings.append(try readFile(url, size: size))
            } catch let issue as RatingIssue {
                load.issues.append(issue)
            } catch {
                load.issues.append(RatingIssue(file: display.show(url), reason: "cannot read: \(error)"))
            }
        }
        return load
    }

    private func readFile(_ url: URL, size: Int) throws -> Rating {
        let shown = display.show(url)
        guard size <= Self.maxFileBytes else {
            throw RatingIssue(file: shown, reason: "\(size) bytes; a rating file is at most \(Self.maxFileBytes / 1024) KiB")
        }
        guard let data = try fileSystem.read(url) else { throw RatingIssue(file: shown, reason: "the file went away while reading") }
        guard data.count <= Self.maxFileBytes else {
            throw RatingIssue(file: shown, reason: "\(data.count) bytes; a rating file is at most \(Self.maxFileBytes / 1024) KiB")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw RatingIssue(file: shown, reason: "not valid UTF-8") }
        return try RatingFile.parse(text, file: shown)
    }
}
