import Foundation
import XCTest

/// `bootstrap gen` in a Generamba project (Fixtures/generamba-project): the Rambafile read as
/// Generamba reads it, the `.rambaspec` template's Liquid files rendered and named as Generamba
/// names them. Each file's content is compared with what Ruby Liquid renders from the same
/// template and variables when ruby-liquid is installed, and always with the parts Generamba's
/// rules fix (names, folders, header lines).
final class GenGenerambaTests: XCTestCase {
    private let module = "Shop/Classes/Modules/Login/", tests = "ShopTests/Classes/Modules/Login/"

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.copyFixture("generamba-project", to: "app")
        return folder
    }

    /// HOME points at an empty folder, so no real ~/.generamba is read.
    private func gen(_ arguments: [String], in folder: TemporaryFolder) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(["gen"] + arguments, in: folder.url.appendingPathComponent("app"), environment: ["HOME": folder.url.path])
    }

    private static var today: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd/MM/yyyy"
        return formatter.string(from: Date())
    }

    func testGenWritesGenerambasFilesNamesAndHeaders() throws {
        let folder = try project()
        let result = try gen(["Login", "viper_module", "--description", "Signs the user in", "--custom_parameters", "service:AuthService"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let written = folder.listing().filter { $0.hasPrefix("app/Shop") && ($0.hasSuffix(".swift") || $0.hasSuffix(".storyboard")) }
        XCTAssertEqual(written, [
            "app/" + module + "Assembly/LoginModuleAssembly.swift",
            "app/" + module + "Interactor/RMBLoginInteractor.swift",
            "app/" + module + "Presenter/RMBLoginPresenter.swift",
            "app/" + module + "Router/RMBLoginRouter.swift",
            "app/" + module + "View/RMBLoginView.storyboard",
            "app/" + module + "View/RMBLoginViewController.swift",
            "app/" + tests + "Presenter/RMBLoginPresenterTests.swift",
        ])
        let presenter = try XCTUnwrap(folder.file("app/" + module + "Presenter/RMBLoginPresenter.swift"))
        XCTAssertTrue(presenter.hasPrefix("""
            //
            //  RMBLoginPresenter.swift
            //  Shop
            //
            //  Created by Ann Lee on \(Self.today).
            //  Copyright © \(Self.today.suffix(4)) Acme. All rights reserved.
            //
            """), presenter)
        XCTAssertTrue(presenter.contains("final class RMBLoginPresenter: LoginViewOutput {"))
        XCTAssertTrue(presenter.contains("    var service: AuthService!\n"))
        let assembly = try XCTUnwrap(folder.file("app/" + module + "Assembly/LoginModuleAssembly.swift"))
        XCTAssertTrue(assembly.contains("/// Signs the user in\n"))
        XCTAssertTrue(assembly.contains("{\n    // target: Shop\n}"), assembly)
        let testFile = try XCTUnwrap(folder.file("app/" + tests + "Presenter/RMBLoginPresenterTests.swift"))
        // `{% endfor -%}` eats the blank line after the loop, as Liquid does.
        XCTAssertTrue(testFile.contains("import XCTest\n@testable import Shop\nfinal class RMBLoginPresenterTests"), testFile)
        // Generamba's warning for a template dependency the Podfile lacks.
        XCTAssertTrue(result.stderr.contains("warning: dependencies ViperMcFlurry of template viper_module are missing in the Podfile"), result.stderr)
        try checkAgainstRubyLiquid(folder, description: "Signs the user in", service: "AuthService")
    }

    func testSecondGenWithoutForceExitsOneAndChangesNothing() throws {
        let folder = try project()
        XCTAssertEqual(try gen(["Login", "viper_module"], in: folder).status, 0)
        let before = folder.snapshot()
        let second = try gen(["Login", "viper_module"], in: folder)
        XCTAssertEqual(second.status, 1, second.stderr)
        XCTAssertTrue(second.stderr.contains("already exists"), second.stderr)
        XCTAssertEqual(folder.snapshot(), before)
        XCTAssertEqual(try gen(["Login", "viper_module", "--force"], in: folder).status, 0)
    }

    func testLiquidSyntaxErrorIsLocatedAndNothingIsWritten() throws {
        let folder = try project()
        try folder.write("app/Templates/viper_module/Code/router.swift.liquid", "// ok\nclass {{ module_info.name }}Router {\n{% if x %}\n}\n")
        let before = folder.snapshot()
        let result = try gen(["Login", "viper_module"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Templates/viper_module/Code/router.swift.liquid:5:1: Liquid syntax error: 'if' tag was never closed"), result.stderr)
        XCTAssertTrue(result.stderr.contains("the 'if' tag opened at line 3, column 4"), result.stderr)
        XCTAssertEqual(folder.snapshot(), before)
    }

    func testMissingMandatoryKeyIsLocatedInTheRambafile() throws {
        let folder = try project()
        let rambafile = try XCTUnwrap(folder.file("app/Rambafile"))
        try folder.write("app/Rambafile", rambafile.replacingOccurrences(of: "company: Acme\n", with: ""))
        let result = try gen(["Login", "viper_module"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("Rambafile:1:1: the Rambafile needs 'company'"), result.stderr)
        let noTestPath = rambafile.replacingOccurrences(of: "test_file_path: ShopTests/Classes/Modules\n", with: "")
            .replacingOccurrences(of: "test_group_path: ShopTests/Classes/Modules\n", with: "")
        try folder.write("app/Rambafile", noTestPath.replacingOccurrences(of: "test_target: ShopTests\n", with: "test_target: ShopTests\ntest_file_path:\n"))
        let second = try gen(["Login", "viper_module"], in: folder)
        XCTAssertEqual(second.status, 2, second.stderr)
        XCTAssertTrue(
            second.stderr.contains("Rambafile:23:1: the Rambafile needs 'test_file_path' (or 'test_group_path') for the test files\ntest_file_path:\n^"),
            second.stderr)
        XCTAssertFalse(folder.exists("app/Shop/Classes/Modules/Login"))
    }

    func testAuthorFallsBackToGenerambasSavedUserName() throws {
        let folder = try project()
        let rambafile = try XCTUnwrap(folder.file("app/Rambafile"))
        try folder.write("app/Rambafile", rambafile.replacingOccurrences(of: "author: Ann Lee\n", with: ""))
        try folder.write(".generamba/user_preferences.yml", "---\nusername: Saved Name\n")
        XCTAssertEqual(try gen(["Login", "viper_module"], in: folder).status, 0)
        XCTAssertTrue(folder.file("app/" + module + "Router/RMBLoginRouter.swift")?.contains("Created by Saved Name on") ?? false)
        let other = try project()
        try other.write("app/Rambafile", rambafile)
        XCTAssertEqual(try gen(["Login", "viper_module", "--author", "Cli Author"], in: other).status, 0)
        XCTAssertTrue(other.file("app/" + module + "Router/RMBLoginRouter.swift")?.contains("Created by Cli Author on") ?? false)
    }

    func testGitTemplateNotInstalledIsAClearError() throws {
        let folder = try project()
        let rambafile = try XCTUnwrap(folder.file("app/Rambafile"))
        try folder.write("app/Rambafile", rambafile + "- {name: remote_one, git: 'https://example.invalid/templates.git'}\n")
        let result = try gen(["Login", "remote_one"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("template 'remote_one' comes from git"), result.stderr)
        XCTAssertTrue(result.stderr.contains("remote-template fetcher"), result.stderr)
    }

    /// Every generated file equals what Ruby Liquid renders from the template with Generamba's scope.
    private func checkAgainstRubyLiquid(_ folder: TemporaryFolder, description: String, service: String) throws {
        let script = """
            require "liquid"; require "json"
            scope = JSON.parse(STDIN.read)
            ARGV.each_slice(3) do |template, name, basename|
              scope["module_info"]["file_basename"] = basename
              scope["module_info"].delete("file_name")
              file_name = Liquid::Template.parse(name).render(scope)
              scope["module_info"].delete("file_basename")
              scope["module_info"]["file_name"] = file_name
              print file_name, "\\0", Liquid::Template.parse(File.read(template)).render(scope), "\\0"
            end
            """
        let year = String(Self.today.suffix(4))
        let scope: [String: Any] = [
            "year": year, "date": Self.today, "developer": ["name": "Ann Lee", "company": "Acme"], "prefix": "RMB",
            "module_info": [
                "name": "Login", "description": description, "project_name": "Shop", "product_module_name": "Shop",
                "project_targets": ["Shop"], "test_targets": ["ShopTests"],
            ],
            "custom_parameters": ["service": service],
        ]
        let template = folder.url.appendingPathComponent("app/Templates/viper_module").path
        let files: [(String, String, String, String)] = [
            ("Code/view.swift.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "ViewController.swift", module + "View/RMBLoginViewController.swift"),
            ("Code/view.storyboard.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "View.storyboard", module + "View/RMBLoginView.storyboard"),
            ("Code/presenter.swift.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "Presenter.swift", module + "Presenter/RMBLoginPresenter.swift"),
            ("Code/assembly.swift.liquid", "{{ module_info.name }}ModuleAssembly.swift", "Assembly.swift", module + "Assembly/LoginModuleAssembly.swift"),
            ("Tests/presenter_tests.swift.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "PresenterTests.swift", tests + "Presenter/RMBLoginPresenterTests.swift"),
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ruby", "-e", script] + files.flatMap { [template + "/" + $0.0, $0.1, $0.2] }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return print("ruby not found; generated files not re-checked against Ruby Liquid") }
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: scope))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return print("ruby-liquid not installed; generated files not re-checked against it") }
        let parts = String(decoding: data, as: UTF8.self).components(separatedBy: "\0")
        for (index, file) in files.enumerated() {
            XCTAssertEqual(parts[index * 2], (file.3 as NSString).lastPathComponent, "file name of \(file.0)")
            XCTAssertEqual(folder.file("app/" + file.3), parts[index * 2 + 1], "\(file.3) differs from Ruby Liquid's render")
        }
    }
}
