import Diagnostics

extension Interpreter {
    /// The errors file operations raise, so `rescue Errno::ENOENT` and `rescue SystemCallError` catch them.
    static let hostClassHierarchy: [(String, String?)] = ["ENOENT", "EEXIST", "EISDIR", "ENOTDIR", "ENOTEMPTY", "EACCES"]
        .map { ("Errno::\($0)", "SystemCallError") }

    /// The built-in host objects and the constants that hang off built-in classes.
    func installHostObjects() {
        constants["File"] = .object(FileObject(host: host))
        constants["File::SEPARATOR"] = .str("/")
        constants["File::FNM_DOTMATCH"] = .integer(4)
        constants["File::FNM_PATHNAME"] = .integer(2)
        constants["File::FNM_EXTGLOB"] = .integer(16)
        constants["IO"] = .object(FileObject(host: host, name: "IO"))
        constants["FileUtils"] = .object(FileUtilsObject(host: host))
        constants["Dir"] = .object(DirObject(host: host))
        for (name, superclass) in Interpreter.hostClassHierarchy {
            constants[name] = .object(ClassObject(name: name, superclassName: superclass))
        }
        constants["Gem"] = .object(GemClassObject(.module))
        constants["Gem::Version"] = .object(GemClassObject(.version))
        constants["Gem::Requirement"] = .object(GemClassObject(.requirement))
        constants["Gem::Dependency"] = .object(GemClassObject(.dependency))
        // What a script run by itself gets; a run replaces it with its own command line.
        constants["ARGV"] = .arr([])
        constants["ENV"] = .object(EnvObject(host: host))
        constants["Time"] = .object(TimeClassObject())
        constants["SecureRandom"] = .object(SecureRandomObject())
        constants["Pathname"] = .object(PathnameClassObject(host: host))
        constants["Base64"] = .object(Base64Object())
        constants["Shellwords"] = .object(ShellwordsObject())
        constants["Digest"] = .object(DigestObject(nil))
        for algorithm in [DigestObject.Algorithm.md5, .sha1, .sha256] {
            constants["Digest::\(algorithm.rawValue)"] = .object(DigestObject(algorithm))
        }
        constants["Set"] = .object(SetClassObject())
        constants["OpenStruct"] = .object(OpenStructClassObject())
        constants["StringIO"] = .object(StringIOClassObject())
        constants["Date"] = .object(DateClassObject())
        constants["Date::Error"] = .object(ClassObject(name: "Date::Error", superclassName: "ArgumentError"))
        constants["JSON"] = .object(JSONObject())
        for name in ["JSON::ParserError", "JSON::GeneratorError", "JSON::NestingError"] {
            constants[name] = .object(ClassObject(name: name, superclassName: "StandardError"))
        }
        constants["Struct"] = .object(ClassObject(name: "Struct", superclassName: "Object"))
        constants["Float::INFINITY"] = .float(.infinity)
        constants["Float::NAN"] = .float(.nan)
        constants["Float::EPSILON"] = .float(.ulpOfOne)
        constants["Integer::MAX"] = .integer(.max)
        constants["Regexp::IGNORECASE"] = .integer(1)
        constants["Regexp::EXTENDED"] = .integer(2)
        constants["Regexp::MULTILINE"] = .integer(4)
        let output = OutputObject(host: host)
        constants["STDOUT"] = .object(output)
        constants["STDERR"] = .object(output)
        globals["stdout"] = .object(output)
        // `$LOAD_PATH` and `$:`, one array: the folders `require NAME` searches (a template adds its own).
        let loadPath = ArrayBox()
        globals["LOAD_PATH"] = .array(loadPath)
        globals[":"] = .array(loadPath)
        globals["stderr"] = .object(output)
    }
}

/// `$stdout`/`STDOUT` (and stderr): `puts`, `print`, `write` and `<<` go to the host's output.
final class OutputObject: ObjectValue {
    let host: ScriptHost
    init(host: ScriptHost) { self.host = host }
    override var className: String { "IO" }
    override var inspectText: String { "#<IO:<STDOUT>>" }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "puts", "print", "p":
            return try context.call(name, arguments)
        case "write", "<<":
            let text = arguments.positional.map { value -> String in
                if case .string(let s) = value { return s.value }
                return value.toS
            }.joined()
            host.write(text)
            return name == "<<" ? .object(self) : .integer(text.utf8.count)
        case "flush", "sync", "sync=": return .object(self)
        case "tty?", "isatty": return .false
        default: return nil
        }
    }
}

/// Host objects that can list their methods, for `did you mean` in NoMethodError.
public protocol HostMethodNames {
    var methodNames: [String] { get }
}
