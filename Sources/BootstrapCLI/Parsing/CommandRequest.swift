import BootstrapKit

/// Everything a command line can say, filled in by the declared flags and arguments and read by
/// the command's `run`. A new flag that needs a place of its own adds a field here.
public struct CommandRequest {
    /// The flags that change how a run behaves (`--force`, `--set`, `--format` …).
    public var options = RunOptions()
    /// `-m TEMPLATE`.
    public var template: String?
    /// `new PATH`, or `--path DIR` of `apply` and `gen`.
    public var path: String?
    /// `apply --only BLOCK,...`.
    public var only: [String]?
    /// `check FILE.rb ...`.
    public var files: [String] = []
    /// `check --syntax-only`.
    public var syntaxOnly = false
    /// `gen MODULE TEMPLATE`.
    public var module: String?
    public var moduleTemplate: String?
    /// `gen --description`, `--author`, `--custom_parameters` (Generamba projects).
    public var generamba = GenerambaOptions()
    /// `gen --target`, `--test-target` (projects with an .xcodeproj).
    public var xcodeTargets = XcodeTargetChoice()
    /// `smoke --run CMD`, `--junit FILE`, `--keep`.
    public var smokeCommands: [String] = []
    public var junitPath: String?
    public var keep = false
    /// `smoke --matrix` and `--max-combinations N`.
    public var smokeMatrix = false
    public var maxCombinations: Int?
    /// `update --conflict inline|rej` and `--allow-dirty`.
    public var conflictStyle = ConflictStyle.inline
    public var allowDirty = false
    /// `update --template NAME|URL` and `--check`.
    public var updateTemplate: String?
    public var updateCheck = false
    /// `help COMMAND`.
    public var topic: String?

    public init() {}
}
