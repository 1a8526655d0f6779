import UIKit

/// Starts the app: makes the window and hands it to `ApplicationRoot`, which sets up the services
/// and the presentation layer and shows the first module. Deep links go to the router.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var root: ApplicationRoot?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = ApplicationRoot(window: window)
        root.start(application: application)
        self.window = window
        self.root = root
        return true
    }

    func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool {
        PresentationAssembly.shared.openDeepLink(url.absoluteString)
    }
}
