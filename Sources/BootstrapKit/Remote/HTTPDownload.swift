import Foundation

/// Why a template or a file could not be fetched, in words for the user. The `-m` resolver reports
/// it as a diagnostic and runner actions as a located error; both exit 2 (the input is wrong).
public struct FetchError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// One file over http(s), fetched with `curl` (Debian's `curl`): redirects followed up to
/// `maximumRedirects`, only to http(s); a connect timeout and an overall timeout; and no more
/// than the size limit read — a larger body stops the transfer, whether or not the server said
/// how large it is.
enum HTTPDownload {
    static let maximumRedirects = 5
    static let connectTimeout = 15
    static let overallTimeout = 120
    /// The reasons worth naming (FoundationNetworking has the full table; linking it only for this is not worth it).
    static let statusNames = [
        401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 410: "Gone", 429: "Too Many Requests",
        500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
    ]

    static func fetch(_ url: String, limit: Int, environment: [String: String]) throws -> Data {
        guard url.range(of: "^https?://", options: [.regularExpression, .caseInsensitive]) != nil else {
            throw FetchError("refusing to download \(url): only http and https URLs are downloaded")
        }
        let marker = "\nbootstrap-http-status:"
        let arguments = [
            "--silent", "--show-error", "--location", "--max-redirs", String(maximumRedirects),
            "--proto", "=http,https", "--proto-redir", "=http,https",
            "--connect-timeout", String(connectTimeout), "--max-time", String(overallTimeout),
            "--max-filesize", String(limit), "--write-out", "%{stderr}\(marker)%{http_code}\n", "--", url,
        ]
        let result = try ToolProcess.run("curl", arguments, environment: environment, outputLimit: limit)
        if result.exceededLimit || result.status == 63 {
            throw FetchError("\(url) is larger than the download limit of \(limit) bytes (raise it with --max-download-size)")
        }
        var errorText = result.errorText
        var status = 0
        if let range = errorText.range(of: marker, options: .backwards) {
            status = Int(errorText[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            errorText = String(errorText[..<range.lowerBound])
        }
        let reason = ToolProcess.Result(status: result.status, output: Data(), errorText: errorText).reason
        switch result.status {
        case 0: break
        case 6, 7: throw FetchError("cannot reach the host of \(url): \(reason)")
        case 28: throw FetchError("downloading \(url) timed out (\(reason))")
        case 47: throw FetchError("\(url) redirects more than \(maximumRedirects) times")
        default: throw FetchError("cannot download \(url): \(reason)")
        }
        guard (200..<300).contains(status) else {
            let name = statusNames[status].map { " " + $0 } ?? ""
            throw FetchError("cannot download \(url): HTTP \(status)\(name)")
        }
        return result.output
    }
}
