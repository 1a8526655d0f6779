import UIKit

/// The app router: finds a module's factory by URN and shows what it makes in the app's
/// navigation controller.
final class AppRouter: AppRouterProtocol {
    private let navigationController: UINavigationController
    private var factories: [String: ModuleFactoryProtocol.Type] = [:]

    /// The first factory of a URN wins, so a module listed twice opens one way.
    init(
        navigationController: UINavigationController, moduleFactories: [ModuleFactoryProtocol.Type]
    ) {
        self.navigationController = navigationController
        for factory in moduleFactories where factories[factory.urn] == nil {
            factories[factory.urn] = factory
        }
    }

    func canOpen(urn: String) -> Bool {
        factories[urn] != nil
    }

    @discardableResult
    func pushModule(
        byUrn urn: String, arguments: NamedValuesType, completion: ModuleCompletionHandler?,
        animated: Bool
    ) -> Bool {
        guard
            let controller = factories[urn]?.createModule(
                arguments: arguments, completion: completion)
        else { return false }
        navigationController.pushViewController(controller, animated: animated)
        return true
    }

    @discardableResult
    func presentModule(
        byUrn urn: String, arguments: NamedValuesType, completion: ModuleCompletionHandler?,
        animated: Bool
    ) -> Bool {
        guard
            let controller = factories[urn]?.createModule(
                arguments: arguments, completion: completion)
        else { return false }
        navigationController.present(controller, animated: animated)
        return true
    }

    func popToController(_ controller: UIViewController, animated: Bool) {
        navigationController.popToViewController(controller, animated: animated)
    }

    func dismissCurrentModule(animated: Bool) {
        if let presented = navigationController.presentedViewController {
            presented.dismiss(animated: animated)
        } else {
            navigationController.popViewController(animated: animated)
        }
    }
}
