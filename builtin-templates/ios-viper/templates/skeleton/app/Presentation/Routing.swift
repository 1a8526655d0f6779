import UIKit

/// Named values a module is opened with, or finishes with: `["title": "Settings"]`.
typealias NamedValuesType = [String: Any]

/// Called once, when a module finishes, with what it has to say.
typealias ModuleCompletionHandler = (NamedValuesType) -> Void

/// Opens and closes modules by their URN (`module://start_screen`).
protocol AppRouterProtocol: AnyObject {
    /// Pushes the module onto the navigation stack; false when no factory has the URN.
    @discardableResult
    func pushModule(
        byUrn urn: String, arguments: NamedValuesType, completion: ModuleCompletionHandler?,
        animated: Bool
    ) -> Bool

    /// Presents the module modally; false when no factory has the URN.
    @discardableResult
    func presentModule(
        byUrn urn: String, arguments: NamedValuesType, completion: ModuleCompletionHandler?,
        animated: Bool
    ) -> Bool

    /// Pops the navigation stack back to `controller`.
    func popToController(_ controller: UIViewController, animated: Bool)

    /// Dismisses the presented module, or pops the top one.
    func dismissCurrentModule(animated: Bool)
}

/// Makes one kind of module: its URN, and its root view controller from named arguments.
protocol ModuleFactoryProtocol {
    static var urn: String { get }
    static func createModule(
        arguments: NamedValuesType, completion: ModuleCompletionHandler?
    ) -> UIViewController?
}

/// How other modules set a module up with named arguments.
protocol ModuleInputProtocol: AnyObject {
    func setupInitialState(
        withArguments arguments: NamedValuesType, completion: ModuleCompletionHandler?)
}
