import UIKit

/// The user's settings, kept between launches.
protocol SettingsServiceProtocol: AnyObject {
    var hasCompletedOnboarding: Bool { get set }
}

/// Settings in `UserDefaults`.
final class SettingsService: SettingsServiceProtocol {
    private enum Keys {
        static let hasCompletedOnboarding = "settings.hasCompletedOnboarding"
    }

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var hasCompletedOnboarding: Bool {
        get { defaults.bool(forKey: Keys.hasCompletedOnboarding) }
        set { defaults.set(newValue, forKey: Keys.hasCompletedOnboarding) }
    }
}
