import BootstrapKit

print("bootstrap \(BootstrapVersion.current)")
