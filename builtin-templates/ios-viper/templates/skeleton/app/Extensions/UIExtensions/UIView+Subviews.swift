import UIKit

extension UIView {
    /// Adds `subviews` in order, each stretched to this view's bounds as it resizes.
    func addFillingSubviews(_ subviews: UIView...) {
        for subview in subviews {
            subview.frame = bounds
            subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(subview)
        }
    }
}
