/// Whether the app still has to introduce itself: the logic on top of the settings service.
protocol OnboardingServiceProtocol: AnyObject {
    var needsOnboarding: Bool { get }
    func completeOnboarding()
}

final class OnboardingService: OnboardingServiceProtocol {
    private let settings: SettingsServiceProtocol

    init(settings: SettingsServiceProtocol) {
        self.settings = settings
    }

    var needsOnboarding: Bool { !settings.hasCompletedOnboarding }

    func completeOnboarding() {
        settings.hasCompletedOnboarding = true
    }
}
