import Foundation

// Writes the default theme as Swift source: `ThemeEmbedder <theme folder> <output.swift>`.
// Run by the EmbedTheme build-tool plugin; the output is `DefaultTheme.files`, by path.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ThemeEmbedder <theme folder> <output.swift>\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

/// The file's bytes as a Swift expression of type `Data`: a raw string literal when the
/// file is UTF-8 without carriage returns, else Base64.
func literal(_ data: Data) -> String {
    guard let text = String(data: data, encoding: .utf8), !text.contains("\r") else {
        return "Data(base64Encoded: \"\(data.base64EncodedString())\")!"
    }
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "Data(\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes).utf8)"
}

var paths: [String] = []
let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
while let url = walk?.nextObject() as? URL {
    let relative = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
    guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
          (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
    paths.append(relative)
}
paths.sort()

var source = """
    // Written at build time by ThemeEmbedder from Templates/; not part of the repository.
    import Foundation

    extension DefaultTheme {
        /// Every file of the default theme, by path relative to the theme folder.
        static let files: [String: Data] = [

    """
for path in paths {
    let data = try Data(contentsOf: folder.appendingPathComponent(path))
    let key = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        \"\(key)\": \(literal(data)),\n"
}
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("ThemeEmbedder: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
