/// The tool's version, printed by `bootstrap --version`.
public enum BootstrapVersion {
    public static let current = "0.1.0"
}
