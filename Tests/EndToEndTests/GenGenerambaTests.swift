import Foundation
import XCTest

/// `bootstrap gen` in a Generamba project (Fixtures/generamba-project): the Rambafile read as
/// Generamba reads it, the `.rambaspec` template's Liquid files rendered and named as Generamba
/// names them. Each file's content is compared with what Ruby Liquid renders from the same
/// template and variables when ruby-liquid is installed, and always with the parts Generamba's
/// rules fix (names, folders, header lines).
final class GenGenerambaTests: XCTestCase {
    private let module = "Shop/Classes/Modules/Login/", tests = "ShopTests/Classes/Modules/Login/"
    /// Generamba's own sandbox app's project (XcodeProjectTests' fixture, origin in its README).
    static let sandboxProject = BootstrapProcess.repositoryRoot
        .appendingPathComponent("Tests/XcodeProjectTests/Fixtures/GenerambaSandbox/project.pbxproj")

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.copyFixture("generamba-project", to: "app")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("app/Shop.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.sandboxProject, to: folder.url.appendingPathComponent("app/Shop.xcodeproj/project.pbxproj"))
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
        XCTAssertTrue(assembly.contains("{\n    // target: GenerambaSandbox\n}"), assembly)
        let testFile = try XCTUnwrap(folder.file("app/" + tests + "Presenter/RMBLoginPresenterTests.swift"))
        // `{% endfor -%}` eats the blank line after the loop, as Liquid does.
        XCTAssertTrue(testFile.contains("import XCTest\n@testable import GenerambaSandbox\nfinal class RMBLoginPresenterTests"), testFile)
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
        XCTAssertEqual(folder.snapshot()["app/Shop.xcodeproj/project.pbxproj"], before["app/Shop.xcodeproj/project.pbxproj"])
        // With --force the files are rewritten and the project, which has them all, is left as it is.
        let forced = try gen(["Login", "viper_module", "--force"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(forced.stdout.contains("identical  Shop.xcodeproj/project.pbxproj"), forced.stdout)
        XCTAssertEqual(folder.snapshot(), before)
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
        try folder.write("app/Rambafile", noTestPath.replacingOccurrences(of: "test_target: GenerambaSandboxTests\n", with: "test_target: GenerambaSandboxTests\ntest_file_path:\n"))
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

    func testEveryNewFileIsInTheXcodeProjectAsPyPIsPbxprojReadsIt() throws {
        let folder = try project()
        let result = try gen(["Login", "viper_module"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("update  Shop.xcodeproj/project.pbxproj"), result.stdout)
        let script = """
            import json, sys
            try:
                from pbxproj import XcodeProject
            except ImportError:
                print("MISSING"); sys.exit(0)
            def load(path):
                o = XcodeProject.load(path).objects
                return o
            before = load(sys.argv[1]); after = load(sys.argv[2])
            refs = after.get_objects_in_section("PBXFileReference")
            groups = after.get_objects_in_section("PBXGroup")
            parent = {c: g for g in groups for c in g.children}
            def name(g): return g["name"] if "name" in g else g["path"]
            phases = {}
            for t in after.get_objects_in_section("PBXNativeTarget"):
                for pid in t.buildPhases:
                    ph = after[pid]
                    for bf in ph.files if "files" in ph else []:
                        phases.setdefault(after[bf].fileRef, []).append(t.name + ":" + ph.isa)
            out = {}
            for leaf in sys.argv[3:]:
                found = [r for r in refs if (r["path"] if "path" in r else "").split("/")[-1] == leaf]
                entry = {"count": len(found)}
                if found:
                    g = parent.get(found[0].get_id())
                    entry["group"] = name(g) if g else None
                    gp = parent.get(g.get_id()) if g else None
                    entry["parent"] = name(gp) if gp else None
                    entry["phases"] = sorted(phases.get(found[0].get_id(), []))
                out[leaf] = entry
            old = {r.get_id() for r in before.get_objects_in_section("PBXFileReference")}
            new = {r.get_id() for r in refs}
            out["missing_existing"] = sorted(old - new)
            out["existing_count"] = len(old)
            print(json.dumps(out))
            """
        let leaves = [
            "RMBLoginViewController.swift", "RMBLoginView.storyboard", "RMBLoginPresenter.swift", "RMBLoginInteractor.swift",
            "RMBLoginRouter.swift", "LoginModuleAssembly.swift", "RMBLoginPresenterTests.swift",
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.sandboxProject.path, folder.url.appendingPathComponent("app/Shop.xcodeproj/project.pbxproj").path] + leaves
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { throw XCTSkip("python3 is not installed: the project is not read back with PyPI's pbxproj") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if String(decoding: data, as: UTF8.self).hasPrefix("MISSING") {
            throw XCTSkip("PyPI's pbxproj is not installed (pip install pbxproj): the project is not read back with it")
        }
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], String(decoding: data, as: UTF8.self))
        let expected: [String: (group: String, phase: String)] = [
            "RMBLoginViewController.swift": ("View", "GenerambaSandbox:PBXSourcesBuildPhase"),
            "RMBLoginView.storyboard": ("View", "GenerambaSandbox:PBXResourcesBuildPhase"),
            "RMBLoginPresenter.swift": ("Presenter", "GenerambaSandbox:PBXSourcesBuildPhase"),
            "RMBLoginInteractor.swift": ("Interactor", "GenerambaSandbox:PBXSourcesBuildPhase"),
            "RMBLoginRouter.swift": ("Router", "GenerambaSandbox:PBXSourcesBuildPhase"),
            "LoginModuleAssembly.swift": ("Assembly", "GenerambaSandbox:PBXSourcesBuildPhase"),
            "RMBLoginPresenterTests.swift": ("Presenter", "GenerambaSandboxTests:PBXSourcesBuildPhase"),
        ]
        for (leaf, want) in expected {
            let entry = try XCTUnwrap(report[leaf] as? [String: Any], leaf)
            XCTAssertEqual(entry["count"] as? Int, 1, "\(leaf) is referenced once")
            XCTAssertEqual(entry["group"] as? String, want.group, leaf)
            XCTAssertEqual(entry["parent"] as? String, "Login", "\(leaf) is in a group inside the module's group")
            XCTAssertEqual(entry["phases"] as? [String], [want.phase], leaf)
        }
        XCTAssertEqual(report["missing_existing"] as? [String], [])
        XCTAssertEqual(report["existing_count"] as? Int, 40)
    }

    /// A write that fails halfway (a file stands where a folder must go) restores the files
    /// already written and the project file with them.
    func testFailedWriteRestoresTheFilesAndTheProject() throws {
        let folder = try project()
        try folder.write("app/" + module + "Router", "in the way\n")
        let before = folder.snapshot()
        let result = try gen(["Login", "viper_module"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("a file is in the way"), result.stderr)
        XCTAssertEqual(folder.snapshot(), before)
        XCTAssertFalse(folder.exists("app/" + module + "View"))
    }

    func testUnknownTargetIsLocatedInTheRambafileAndNothingIsWritten() throws {
        let folder = try project()
        let rambafile = try XCTUnwrap(folder.file("app/Rambafile"))
        try folder.write("app/Rambafile", rambafile.replacingOccurrences(of: "project_target: GenerambaSandbox", with: "project_target: GenerambaSandbx"))
        let before = folder.snapshot()
        let result = try gen(["Login", "viper_module"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("Rambafile:12:1: Shop.xcodeproj has no target 'GenerambaSandbx'"), result.stderr)
        XCTAssertEqual(folder.snapshot(), before)
        // --target replaces the Rambafile's targets, and is checked against the project the same way.
        let overridden = try gen(["Login", "viper_module", "--target", "GenerambaSandbox"], in: folder)
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
    }

    /// Every generated file equals what Ruby Liquid renders from the template with Generamba's scope.
    private func checkAgainstRubyLiquid(_ folder: TemporaryFolder, description: String, service: String) throws {
        let script = """
            require "liquid"; require "json"
            scope = JSON.parse(STDIN.read)
            # As Generamba's ContentGenerator: includes come from the template's snippets folder.
            Liquid::Template.file_system = Liquid::LocalFileSystem.new(ENV["SNIPPETS"], "%s.liquid")
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
                "project_targets": ["GenerambaSandbox"], "test_targets": ["GenerambaSandboxTests"],
            ],
            "custom_parameters": ["service": service],
        ]
        let template = folder.url.appendingPathComponent("app/Templates/viper_module").path
        let files: [(String, String, String, String)] = [
            ("Code/view.swift.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "ViewController.swift", module + "View/RMBLoginViewController.swift"),
            ("Code/view.storyboard.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "View.storyboard", module + "View/RMBLoginView.storyboard"),
            ("Code/router.swift.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "Router.swift", module + "Router/RMBLoginRouter.swift"),
            ("Code/presenter.swift.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "Presenter.swift", module + "Presenter/RMBLoginPresenter.swift"),
            ("Code/assembly.swift.liquid", "{{ module_info.name }}ModuleAssembly.swift", "Assembly.swift", module + "Assembly/LoginModuleAssembly.swift"),
            ("Tests/presenter_tests.swift.liquid", "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}", "PresenterTests.swift", tests + "Presenter/RMBLoginPresenterTests.swift"),
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ruby", "-e", script] + files.flatMap { [template + "/" + $0.0, $0.1, $0.2] }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.environment = ProcessInfo.processInfo.environment.merging(["SNIPPETS": template + "/snippets"]) { $1 }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return print("ruby not found; generated files not re-checked against Ruby Liquid") }
        // Where ruby is missing, `env` may have exited already: the write then fails (EPIPE), which
        // the non-throwing write(_:) turns into a crash of the whole test process; with SIGPIPE
        // ignored it is that error, not a signal that kills the process.
        signal(SIGPIPE, SIG_IGN)
        do {
            try input.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: scope))
            try input.fileHandleForWriting.close()
        } catch {
            process.waitUntilExit()
            return print("ruby not found; generated files not re-checked against Ruby Liquid")
        }
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
