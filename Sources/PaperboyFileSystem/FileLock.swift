import Foundation
import PaperboyModels

/// A lock held on a file through ``FileSystem/lock``: one process at a time. Released
/// when the value is deallocated.
public final class FileLock: Sendable {
    private let release: @Sendable () -> Void

    /// A held lock that runs `release` once, when the value is deallocated.
    public init(release: @escaping @Sendable () -> Void) {
        self.release = release
    }

    deinit { release() }
}

/// Why ``FileSystem/lock`` did not take a lock.
public struct LockRefusal: PaperboyError {
    /// The lock file.
    public var file: URL
    /// True when another process holds the lock.
    public var isHeld: Bool
    /// The pid the lock file names, when another process holds it.
    public var holder: Int32?
    /// The system call that failed, if any.
    public var cause: (any Error)?

    /// Creates a refusal.
    public init(file: URL, isHeld: Bool, holder: Int32? = nil, cause: (any Error)? = nil) {
        self.file = file
        self.isHeld = isHeld
        self.holder = holder
        self.cause = cause
    }

    /// The lock file.
    public var location: ErrorLocation? { ErrorLocation(file.path) }

    /// Held by another run (with its pid), or not lockable.
    public var reason: String {
        guard isHeld else { return cause.map { "cannot lock it: \($0)" } ?? "cannot lock it: the lock file keeps changing" }
        return "\(holderName) is using it; wait for it to finish and try again"
    }

    /// Who holds the lock: `another paperboy run (pid 42)`.
    public var holderName: String { holder.map { "another paperboy run (pid \($0))" } ?? "another paperboy run" }

    /// `path: reason`.
    public var description: String { "\(file.path): \(reason)" }
}
