/// What the check knows of the name of a receiver-less call: whether the template defines a method
/// of that name, and what the vocabulary has under it. A file's calls are mostly of a few actions
/// (each callback's `append_to_file`, then its `inject_into_file`): the verdict for the last name of
/// each length is kept, and comparing it saves hashing the name into both tables again.
struct CalledNames {
    struct Verdict {
        let name: String
        let isDefinedMethod: Bool
        /// What the vocabulary has under the name; not looked up (nil) for a defined method.
        let known: CheckVocabulary.Name?
    }

    private static let slots = 4
    private var recent = [Verdict?](repeating: nil, count: CalledNames.slots)

    mutating func verdict(for name: String, definitions: TemplateDefinitions, vocabulary: CheckVocabulary) -> Verdict {
        let slot = name.utf8.count & (CalledNames.slots - 1)
        if let kept = recent[slot], kept.name == name { return kept }
        // A defined method's name needs nothing from the vocabulary (the check stops there), nor is it
        // kept: a long runner calls thousands of its own methods once each, where keeping cost more.
        if definitions.methods.contains(name) { return Verdict(name: name, isDefinedMethod: true, known: nil) }
        let found = Verdict(name: name, isDefinedMethod: false, known: vocabulary.names[name])
        recent[slot] = found
        return found
    }
}
