@testable import XcodeProject

/// Files added to the real projects under Fixtures/, the way `gen` adds a module: each file
/// under the groups of its folders, in the app or the test target.
struct EditScenario {
    struct File {
        var path: String
        var groupPath: [String]
        var target: String
        var phase: BuildPhase = .automatic
        /// The phase ISA the file must end up in (nil: in no phase).
        var expectedPhase: String?
        var name: String { String(path.split(separator: "/").last!) }
    }

    var name: String
    var fixture: String
    var files: [File]
    /// How many objects the edit makes (references, build files, groups, phases).
    var newObjects: Int

    /// The fixture's bytes and the bytes after adding every file.
    func run() throws -> (original: [UInt8], edited: XcodeProjectFile) {
        let original = try Fixtures.bytes(fixture)
        var project = try XcodeProjectFile(bytes: original, path: fixture + "/project.pbxproj")
        for file in files {
            try project.addFile(path: file.path, groupPath: file.groupPath, targets: [file.target], phase: file.phase)
        }
        return (original, project)
    }

    static let sources = "PBXSourcesBuildPhase"
    static let resources = "PBXResourcesBuildPhase"

    /// A Generamba-style Objective-C VIPER module in Generamba's own sandbox: new groups under
    /// logical ones (`Classes`, `Modules` have no path), headers in no phase, a storyboard in
    /// Resources, a test in the test target.
    static let sandboxModule = EditScenario(
        name: "sandbox-objc-module", fixture: "GenerambaSandbox",
        files: [
            File(path: "GenerambaSandbox/Classes/Modules/Login/Assembly/LoginAssembly.h",
                 groupPath: ["GenerambaSandbox", "Classes", "Modules", "Login", "Assembly"], target: "GenerambaSandbox"),
            File(path: "GenerambaSandbox/Classes/Modules/Login/Assembly/LoginAssembly.m",
                 groupPath: ["GenerambaSandbox", "Classes", "Modules", "Login", "Assembly"], target: "GenerambaSandbox",
                 expectedPhase: sources),
            File(path: "GenerambaSandbox/Classes/Modules/Login/View/LoginViewController.m",
                 groupPath: ["GenerambaSandbox", "Classes", "Modules", "Login", "View"], target: "GenerambaSandbox",
                 expectedPhase: sources),
            File(path: "GenerambaSandbox/Classes/Modules/Login/View/Login.storyboard",
                 groupPath: ["GenerambaSandbox", "Classes", "Modules", "Login", "View"], target: "GenerambaSandbox",
                 expectedPhase: resources),
            File(path: "GenerambaSandboxTests/Classes/Modules/Login/Presenter/LoginPresenterTests.m",
                 groupPath: ["GenerambaSandboxTests", "Classes", "Modules", "Login", "Presenter"], target: "GenerambaSandboxTests",
                 expectedPhase: sources),
        ],
        // 5 references, 4 build files, groups Login/Assembly/View and Login/Presenter in the tests.
        newObjects: 5 + 4 + 5)

    /// A Swift module in an Xcode 14–15 project whose groups all have paths, with an asset
    /// catalog and a file in an existing group.
    static let toDoListModule = EditScenario(
        name: "todolist-swift-module", fixture: "ToDoListVIPER",
        files: [
            File(path: "ToDoList-VIPER/Scenes/Settings/View/SettingsViewController.swift",
                 groupPath: ["ToDoList-VIPER", "Scenes", "Settings", "View"], target: "ToDoList-VIPER", expectedPhase: sources),
            File(path: "ToDoList-VIPER/Scenes/Settings/Presenter/SettingsPresenter.swift",
                 groupPath: ["ToDoList-VIPER", "Scenes", "Settings", "Presenter"], target: "ToDoList-VIPER", expectedPhase: sources),
            File(path: "ToDoList-VIPER/Scenes/Settings/Settings Assets.xcassets",
                 groupPath: ["ToDoList-VIPER", "Scenes", "Settings"], target: "ToDoList-VIPER", expectedPhase: resources),
            File(path: "ToDoList-VIPER/Scenes/Login/Router/LoginRouter+Deeplink.swift",
                 groupPath: ["ToDoList-VIPER", "Scenes", "Login", "Router"], target: "ToDoList-VIPER", expectedPhase: sources),
            File(path: "ToDoList-VIPERTests/Settings/SettingsPresenterTests.swift",
                 groupPath: ["ToDoList-VIPERTests", "Settings"], target: "ToDoList-VIPERTests", expectedPhase: sources),
        ],
        newObjects: 5 + 5 + 4)

    /// Xcode 9's format (objectVersion 48, `fileEncoding` keys): a file into an existing deep
    /// group, a xib into a new one, and a header asked for the Sources phase explicitly.
    static let mvvmFiles = EditScenario(
        name: "mvvm-files", fixture: "ExampleMVVM",
        files: [
            File(path: "ExampleMVVM/Domain/Entities/Genre.swift",
                 groupPath: ["ExampleMVVM", "Domain", "Entities"], target: "ExampleMVVM", expectedPhase: sources),
            File(path: "ExampleMVVM/Presentation/Profile/ProfileView.xib",
                 groupPath: ["ExampleMVVM", "Presentation", "Profile"], target: "ExampleMVVM", expectedPhase: resources),
            File(path: "ExampleMVVM/Presentation/Profile/Bridging.h",
                 groupPath: ["ExampleMVVM", "Presentation", "Profile"], target: "ExampleMVVM", phase: .none),
        ],
        newObjects: 3 + 2 + 1)

    /// Generamba's test project (Xcode 7's format): a module under logical groups.
    static let testProjectModule = EditScenario(
        name: "testproject-objc-module", fixture: "GenerambaTestProject",
        files: [
            File(path: "GenerambaTestProject/Classes/Modules/Profile/Interactor/RDSProfileInteractor.h",
                 groupPath: ["GenerambaTestProject", "Classes", "Modules", "Profile", "Interactor"], target: "GenerambaTestProject"),
            File(path: "GenerambaTestProject/Classes/Modules/Profile/Interactor/RDSProfileInteractor.m",
                 groupPath: ["GenerambaTestProject", "Classes", "Modules", "Profile", "Interactor"], target: "GenerambaTestProject",
                 expectedPhase: sources),
        ],
        newObjects: 2 + 1 + 2)

    static let all = [sandboxModule, toDoListModule, mvvmFiles, testProjectModule]
}
