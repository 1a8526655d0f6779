import Diagnostics

/// The iOS manifests of a config's dependencies: `pods:` into the Podfile, and `packages:` into
/// XcodeGen's project.yml when the project has no Package.swift. Each prints what the Gemfile's
/// gems print: the kind of line when added, `identical` when already so, `update` when replaced.
extension ManifestActions {
    public func addPod(_ pod: PodDependency) throws {
        let workspace = context.workspace
        let path = try workspace.resolve(PodfileDocument.fileName, for: .write, at: pod.location)
        guard let text = try workspace.read(path) else {
            throw Diagnostic(
                code: DiagnosticCode.podfile, message: "cannot add the pod \(pod.name): the project has no Podfile (with its platform and target)",
                at: pod.location)
        }
        let document = PodfileDocument(text: text)
        let line = PodfileDocument.line(for: pod)
        switch try document.add(pod) {
        case .added:
            context.log.status("podfile", line)
            try workspace.write(path, document.text)
        case .replaced:
            context.log.status("update", line)
            try workspace.write(path, document.text)
        case .identical:
            context.log.status("identical", line)
        }
    }

    /// Adds the package to project.yml and returns true when the project is an XcodeGen one (a
    /// project.yml and no Package.swift); false leaves it to Package.swift.
    func addToXcodeGenManifestIfThereIsOne(_ dependency: PackageDependency) throws -> Bool {
        let workspace = context.workspace
        guard !workspace.exists("Package.swift"), workspace.isFile(XcodeGenManifest.fileName) else { return false }
        let path = try workspace.resolve(XcodeGenManifest.fileName, for: .write, at: dependency.location)
        let document: XcodeGenManifest
        do {
            document = try XcodeGenManifest(text: try workspace.read(path) ?? "")
        } catch let diagnostic as Diagnostic {
            throw Diagnostic(
                code: DiagnosticCode.packageManifest, message: "cannot add the Swift package \(dependency.name): \(diagnostic.rendered)",
                at: dependency.location)
        }
        let message = PackageManifestDocument.statusMessage(for: dependency)
        switch try document.add(dependency) {
        case .added:
            context.log.status("package", message)
            try workspace.write(path, document.rendered)
        case .replaced:
            context.log.status("update", message)
            try workspace.write(path, document.rendered)
        case .identical:
            context.log.status("identical", message)
        }
        return true
    }
}
