import Foundation
import PackagePlugin

/// Compiles the built-in templates into BootstrapKit, so a binary copied alone (a release build on
/// another machine) still has them: before BootstrapKit is compiled, `embed-templates` turns every
/// file of the default template (config.yml, runners/, templates/), of builtin-templates/ and of
/// module-templates/ into one generated Swift source. The plugin lists the files on every build,
/// so an added, changed or removed template file rebuilds the source; nothing is checked in.
@main
struct EmbedBuiltInTemplates: BuildToolPlugin {
    /// The package-relative files and folders that make the built-in templates.
    static let roots = ["config.yml", "runners", "templates", "builtin-templates", "module-templates"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directory
        var files: [String] = []
        for root in Self.roots {
            let url = URL(fileURLWithPath: package.appending(root).string)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                files.append(root)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: url.path)
            while let relative = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                let path = url.appendingPathComponent(relative).path
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                    files.append(root + "/" + relative)
                }
            }
        }
        files.sort()
        let output = context.pluginWorkDirectory.appending("EmbeddedTemplateFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) built-in template files",
                executable: try context.tool(named: "embed-templates").path,
                arguments: [package.string, output.string] + files,
                inputFiles: files.map { package.appending(subpath: $0) },
                outputFiles: [output])
        ]
    }
}
