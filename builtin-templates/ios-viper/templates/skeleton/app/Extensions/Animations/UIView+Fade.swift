import UIKit

extension UIView {
    /// Shows the view by fading it in.
    func fadeIn(duration: Double = Constants.animationDuration) {
        alpha = 0
        isHidden = false
        UIView.animate(withDuration: duration) {
            self.alpha = 1
        }
    }

    /// Fades the view out, then hides it.
    func fadeOut(duration: Double = Constants.animationDuration) {
        UIView.animate(withDuration: duration) {
            self.alpha = 0
        } completion: { _ in
            self.isHidden = true
        }
    }
}
