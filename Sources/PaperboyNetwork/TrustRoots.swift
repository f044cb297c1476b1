import Foundation
import NIOSSL

/// The certificates TLS connections trust: the system's bundle, or `SSL_CERT_FILE`'s instead,
/// plus every PEM certificate in `SSL_CERT_DIR`'s folders (any file name: no `c_rehash` needed).
enum TrustRoots {
    static func configuration(file: String?, folders: [String]) -> Result<TLSConfiguration, SettingError> {
        var tls = TLSConfiguration.makeClientConfiguration()
        if let file {
            guard FileManager.default.isReadableFile(atPath: file),
                  let certificates = try? NIOSSLCertificate.fromPEMFile(file), !certificates.isEmpty else {
                return .failure(SettingError(message: "SSL_CERT_FILE=\(file) is not a readable PEM file of certificates"))
            }
            tls.trustRoots = .certificates(certificates)
        }
        var extra: [NIOSSLCertificate] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                return .failure(SettingError(message: "SSL_CERT_DIR names \(folder), which is not a readable folder"))
            }
            for name in names.sorted() {
                let path = (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                      let certificates = try? NIOSSLCertificate.fromPEMFile(path) else { continue }
                extra += certificates
            }
        }
        if !extra.isEmpty { tls.additionalTrustRoots = [.certificates(extra)] }
        return .success(tls)
    }
}
