import UIKit

/// The shared presentation layer: the app router and the in-app notifications, set up at launch
/// with the navigation controller, every module's factory, the URL scheme and the services.
final class PresentationAssembly {
    private static var instance: PresentationAssembly?

    /// The presentation layer of the running app; `setup` makes it at launch.
    static var shared: PresentationAssembly {
        guard let instance else {
            preconditionFailure("PresentationAssembly.setup runs at launch, before any module")
        }
        return instance
    }

    /// Called once, by `ApplicationRoot.start(application:)`.
    static func setup(
        navigationController: UINavigationController, moduleFactories: [ModuleFactoryProtocol.Type],
        urlScheme: String, services: ServicesAssemblyProtocol
    ) {
        instance = PresentationAssembly(
            router: AppRouter(
                navigationController: navigationController, moduleFactories: moduleFactories),
            notifications: InAppNotificationsProvider(container: navigationController.view),
            urlScheme: urlScheme, services: services)
    }

    let router: AppRouterProtocol
    let notifications: InAppNotificationsProviderProtocol
    let urlScheme: String
    let services: ServicesAssemblyProtocol

    init(
        router: AppRouterProtocol, notifications: InAppNotificationsProviderProtocol,
        urlScheme: String, services: ServicesAssemblyProtocol
    ) {
        self.router = router
        self.notifications = notifications
        self.urlScheme = urlScheme
        self.services = services
    }

    /// The module URN a deep link names: `myapp://settings` → `module://settings`; nil for
    /// another scheme.
    static func moduleURN(forDeepLink link: String, urlScheme: String) -> String? {
        let prefix = urlScheme + "://"
        guard link.hasPrefix(prefix), link.count > prefix.count else { return nil }
        return "module://" + link.dropFirst(prefix.count)
    }

    /// Opens the module a deep link names; false when it names none.
    @discardableResult
    func openDeepLink(_ link: String) -> Bool {
        guard let urn = Self.moduleURN(forDeepLink: link, urlScheme: urlScheme) else {
            return false
        }
        return router.pushModule(byUrn: urn, arguments: [:], completion: nil, animated: true)
    }
}
