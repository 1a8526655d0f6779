extension ValueConversion where Value == String {
    /// `new PATH`: not empty, and a last component short enough to build in. File systems allow
    /// 255 bytes a name; the run needs room beside it for its working folder and the template for
    /// names made from it (`NAME.xcodeproj`, `NAMEKit`), so a longer name would fail half-way with
    /// an error about a name the user never typed. Refused here instead, with the rule.
    public static var projectPath: ValueConversion {
        let limit = maximumProjectNameBytes
        return ValueConversion(expected: "a folder path") { text in
            if text.isEmpty { return .failure(ValueRejection(expected: "a folder path", problem: "the path is empty; name the project folder to create")) }
            let name = text.split(separator: "/").last.map(String.init) ?? text
            let bytes = name.utf8.count
            guard bytes <= limit else {
                return .failure(ValueRejection(
                    expected: "a folder path",
                    problem: "the folder name is \(bytes) bytes long; a project name may be at most \(limit) bytes"))
            }
            return .success(text)
        }
    }

    public static var maximumProjectNameBytes: Int { 200 }
}
