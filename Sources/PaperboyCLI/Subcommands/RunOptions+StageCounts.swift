import Foundation
import PaperboyKit

extension RunOptions {
    /// Prints, per section of `day`'s digest, what each stage removed (`--verbose`), read back
    /// from the archive the run wrote; a dry run wrote none, so it says so instead.
    func printStageCounts(on day: DigestDay, dryRun: Bool, relativeTo cwd: URL) {
        guard !dryRun else {
            print("Stage counts: not shown under --dry-run (they are read from the archive, which a dry run leaves as it was).")
            return
        }
        let inspector = DigestInspector(configFile: URL(fileURLWithPath: config, relativeTo: cwd), currentDirectory: cwd,
                                        data: data.map { URL(fileURLWithPath: $0, relativeTo: cwd) }, fileSystem: Doors.live.fileSystem)
        do {
            for line in try inspector.stageCounts(on: day) { print(line) }
        } catch {
            CLIFailure.printWarning("stage counts: \("\(error)".split(whereSeparator: \.isNewline).joined(separator: " "))")
        }
    }
}
