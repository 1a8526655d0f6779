import UIKit

/// A table's rows from a list of titles, shown in `TitleCell`s.
final class TitleListDataSource: NSObject, UITableViewDataSource {
    var titles: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: TitleCell.reuseIdentifier, for: indexPath)
        (cell as? TitleCell)?.configure(title: titles[indexPath.row])
        return cell
    }
}
