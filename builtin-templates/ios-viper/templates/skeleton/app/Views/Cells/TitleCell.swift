import UIKit

/// A table cell showing one line of text.
final class TitleCell: UITableViewCell {
    static let reuseIdentifier = "TitleCell"

    func configure(title: String) {
        textLabel?.text = title
    }
}
