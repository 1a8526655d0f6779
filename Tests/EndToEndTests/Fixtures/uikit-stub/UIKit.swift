// A stand-in for the part of UIKit the built-in `viper` and `feature` module templates and the
// `ios-viper` project template use, so GenCommandTests and IOSViperTemplateTests can type-check
// their output on Linux, where UIKit does not exist. It replaces
// the Foundation types UIKit re-exports and is compiled with Objective-C interop enabled, so that
// `@IBOutlet` is checked as on iOS. Signatures follow UIKit's.
public struct CGRect { public static let zero = CGRect(); public init() {} }
public struct IndexPath { public var row: Int; public var section: Int }
@objc open class NSObject { public init() {} ; open func awakeFromNib() {} }
open class NSCoder: NSObject {}
open class Bundle: NSObject { public init(for aClass: AnyClass) { super.init() } }
open class UIResponder: NSObject {}
open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1); public static let flexibleHeight = AutoresizingMask(rawValue: 2) }
    public var frame = CGRect.zero
    public var bounds = CGRect.zero
    public var autoresizingMask: AutoresizingMask = []
    public var isHidden = false
    public var alpha = 1.0
    public init(frame: CGRect) { super.init() }
    open class func animate(withDuration duration: Double, animations: @escaping () -> Void) {}
    open class func animate(withDuration duration: Double, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    public override init() { super.init() }
    open func addSubview(_ view: UIView) {}
}
public enum NSTextAlignment { case left, center, right }
open class UILabel: UIView { public var text: String?; public var textAlignment = NSTextAlignment.left; public var numberOfLines = 1 }
open class UITableViewCell: UIView { public var textLabel: UILabel? }
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}
open class UITableView: UIView {
    public enum Style { case plain, grouped }
    public init(frame: CGRect, style: Style) { super.init(frame: frame) }
    public weak var dataSource: UITableViewDataSource?
    public weak var delegate: UITableViewDelegate?
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func reloadData() {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}
open class UIAction: NSObject { public init(handler: @escaping (UIAction) -> Void) { super.init() } }
open class UIBarButtonItem: NSObject {
    public enum SystemItem { case close, done, cancel }
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) { super.init() }
}
open class UINavigationItem: NSObject { public var leftBarButtonItem: UIBarButtonItem?; public var rightBarButtonItem: UIBarButtonItem? }
open class UIViewController: UIResponder {
    public var view: UIView! = UIView()
    public var title: String?
    public let navigationItem = UINavigationItem()
    public var navigationController: UINavigationController? { nil }
    public var presentedViewController: UIViewController? { nil }
    public override init() { super.init() }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func viewDidLoad() {}
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
}
open class UINavigationController: UIViewController {
    public var viewControllers: [UIViewController] = []
    public init(rootViewController: UIViewController) { super.init() }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func pushViewController(_ controller: UIViewController, animated: Bool) {}
    @discardableResult open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? { nil }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}
open class UIStoryboard: NSObject {
    public init(name: String, bundle: Bundle?) { super.init() }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}

// The application, its window and screen (ios-viper's AppDelegate and ApplicationRoot).
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable { public let rawValue: String }
    public struct OpenURLOptionsKey: Hashable { public let rawValue: String }
}
public protocol UIApplicationDelegate: AnyObject {}
extension UIApplicationDelegate { public static func main() {} }
open class UIWindow: UIView {
    public var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}
open class UIScreen: NSObject { public static let main = UIScreen(); public var bounds = CGRect.zero }

// The Foundation types UIKit re-exports that ios-viper's services use.
public struct Data { public init() {}; public init<S: Sequence>(_ bytes: S) where S.Element == UInt8 {} }
public struct URL { public init?(string: String) {}; public var absoluteString: String { "" } }
public struct URLRequest { public init(url: URL) {} }
open class URLResponse: NSObject {}
open class URLSessionDataTask: NSObject { open func resume() {} }
open class URLSession: NSObject {
    public static let shared = URLSession()
    open func dataTask(with request: URLRequest, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask { URLSessionDataTask() }
}
open class JSONDecoder {
    struct Unreadable: Error {}
    public init() {}
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { throw Unreadable() }
}
open class UserDefaults: NSObject {
    public static let standard = UserDefaults()
    open func bool(forKey key: String) -> Bool { false }
    open func set(_ value: Bool, forKey key: String) {}
}
