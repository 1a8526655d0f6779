import UIKit

/// Short messages over the current screen: an item saved, the connection lost.
protocol InAppNotificationsProviderProtocol: AnyObject {
    func show(_ message: String)
}

/// Shows each message in a banner over the navigation controller's view, fading in.
final class InAppNotificationsProvider: InAppNotificationsProviderProtocol {
    private weak var container: UIView?
    private let banner = UILabel()

    init(container: UIView) {
        self.container = container
        banner.textAlignment = .center
        banner.numberOfLines = 0
        banner.isHidden = true
    }

    func show(_ message: String) {
        guard let container else { return }
        banner.text = message
        container.addSubview(banner)
        banner.fadeIn()
    }
}
