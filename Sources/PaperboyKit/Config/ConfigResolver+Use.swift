import Foundation

extension ConfigResolver {
    /// The checks of ``ConfigUse``: each `path:` file is there when the run reads sources, and
    /// an enabled e-mail edition has a base URL when the run renders it.
    func checkUse(_ config: PaperboyConfig) throws {
        if use.readsSources {
            for (index, source) in config.sources.enumerated() {
                guard let file = source.file else { continue }
                let info = fileSystem.info(file)
                let exists = info != nil
                guard !exists || info?.isFolder == true else { continue }
                let shown = PathDisplay(currentDirectory: currentDirectory).show(file)
                throw ConfigIssue(ConfigPath().appending("sources").appending(index).appending("path"),
                                  exists ? "\(shown) is a folder, not a feed file" : "no such file: \(shown) (paths are relative to the config file)")
            }
        }
        if use.rendersEmail, config.email.enabled, config.baseURL == nil, use.baseURL == nil {
            throw ConfigIssue(ConfigPath().appending("email").appending("enabled"),
                              "the e-mail edition links to the site, so it needs base_url: (or --base-url, "
                                  + "or \(BuildOptions.baseURLEnvironmentVariable)) with the address the site is published at")
        }
    }
}
