import Foundation
import XCTest

@testable import BootstrapKit

/// The built-in templates compiled into BootstrapKit by the EmbedBuiltInTemplates plugin are the
/// repository's files, byte for byte and every one of them (so a binary copied alone has them).
final class EmbeddedTemplatesTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryTemplateFileOfTheRepositoryIsEmbeddedAsItIs() throws {
        var onDisk: [String] = ["config.yml"]
        for root in ["runners", "templates", "builtin-templates", "module-templates"] {
            let folder = repository.appendingPathComponent(root)
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let relative = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                {
                    onDisk.append(root + "/" + relative)
                }
            }
        }
        XCTAssertEqual(EmbeddedTemplateFiles.files.map(\.path), onDisk.sorted())
        for file in EmbeddedTemplateFiles.files {
            let bytes = try Data(contentsOf: repository.appendingPathComponent(file.path))
            XCTAssertEqual(Data(base64Encoded: file.base64), bytes, file.path)
        }
        XCTAssertTrue(EmbeddedTemplateFiles.files.contains { $0.path == "builtin-templates/ios-viper/config.yml" })
        XCTAssertTrue(EmbeddedTemplateFiles.files.contains { $0.path == "module-templates/viper/template.yml" })
    }

    func testTheUnpackedCopyIsAPrivateFolderHoldingEveryBuiltIn() throws {
        let root = try BuiltInTemplates.unpackedEmbeddedCopy()
        var info = stat()
        XCTAssertEqual(lstat(root.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o077, 0)
        XCTAssertEqual(info.st_uid, getuid())
        for entry in BuiltInTemplates.all {
            let folder = entry.folder.isEmpty ? root : root.appendingPathComponent(entry.folder)
            XCTAssertTrue(BuiltInTemplates.isTemplate(folder), entry.name)
        }
        XCTAssertEqual(try BuiltInTemplates.unpackedEmbeddedCopy(), root)
    }
}
