import UIKit

/// The app's services. Modules reach them through `ServicesAssembly.shared`.
protocol ServicesAssemblyProtocol: AnyObject {
    var application: UIApplication { get }
    var apiService: APIServiceProtocol { get }
    var settingsService: SettingsServiceProtocol { get }
    var onboardingService: OnboardingServiceProtocol { get }
}

/// Builds each service once, when first asked for, from the other services it needs.
final class ServicesAssembly: ServicesAssemblyProtocol {
    private static var instance: ServicesAssemblyProtocol?

    /// The services of the running app; `setup(application:)` makes them at launch.
    static var shared: ServicesAssemblyProtocol {
        guard let instance else {
            preconditionFailure(
                "ServicesAssembly.setup(application:) runs at launch, before any module")
        }
        return instance
    }

    /// Called once, by `ApplicationRoot.start(application:)`.
    static func setup(application: UIApplication) {
        instance = ServicesAssembly(application: application)
    }

    let application: UIApplication
    lazy var apiService: APIServiceProtocol = APIService(baseURL: Constants.apiBaseURL)
    lazy var settingsService: SettingsServiceProtocol = SettingsService()
    lazy var onboardingService: OnboardingServiceProtocol = OnboardingService(
        settings: settingsService)

    init(application: UIApplication) {
        self.application = application
    }
}
