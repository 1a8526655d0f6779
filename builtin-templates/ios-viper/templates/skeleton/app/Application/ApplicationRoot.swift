import UIKit

/// The app's entry point, started by the app delegate: it holds the list of every module's
/// factory, sets up the services and the presentation layer, and pushes the first module.
final class ApplicationRoot {
    /// Every module's factory, by which the router opens modules by URN.
    static let moduleFactories: [ModuleFactoryProtocol.Type] = [
        // `bootstrap gen NAME viper` adds a line per module here.
    ]

    /// The module shown at launch.
    static let initialModuleURN = StartScreenFactory.urn

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start(application: UIApplication) {
        ServicesAssembly.setup(application: application)
        let navigationController = UINavigationController()
        PresentationAssembly.setup(
            navigationController: navigationController, moduleFactories: Self.moduleFactories,
            urlScheme: Constants.urlScheme, services: ServicesAssembly.shared)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        PresentationAssembly.shared.router.pushModule(
            byUrn: Self.initialModuleURN, arguments: [:], completion: nil, animated: false)
    }
}
