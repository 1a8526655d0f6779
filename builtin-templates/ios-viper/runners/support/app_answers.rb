# The answers and names every block of the ios-viper template shares. Each block loads this file
# with require_relative, so `bootstrap apply -m ios-viper --only project` works on its own.

# --set deployment_target=15.0: the app's minimum iOS version (project.yml and the Podfile).
def deployment_target
  @deployment_target ||= begin
    answer = ask("iOS deployment target?", name: "deployment_target", default: "15.0")
    raise ArgumentError, "--set deployment_target=#{answer}: expected an iOS version such as 15.0" unless answer =~ /\A\d+\.\d+(\.\d+)?\z/
    answer
  end
end

# --set bundle_id_prefix=com.example: XcodeGen's bundleIdPrefix (the app is com.example.MyApp).
def bundle_id_prefix
  @bundle_id_prefix ||= begin
    answer = ask("Bundle identifier prefix?", name: "bundle_id_prefix", default: "com.example")
    raise ArgumentError, "--set bundle_id_prefix=#{answer}: expected a reverse domain such as com.example" unless answer =~ /\A[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\z/
    answer
  end
end

# The app target, its folder, its Swift module and its Xcode project, by one rule everywhere (gen's
# .bootstrap/gen.yml too): the project's name with each character a Swift identifier cannot hold
# made `_`, and a leading digit too (as Xcode makes a module name): my-shop → my_shop,
# Shop App → Shop_App, café → café, 1up → _up. The module templates' files name the module so.
def target_name
  @target_name ||= app_name.gsub(/[^\p{L}\p{M}\p{N}_]/, "_").sub(/\A\p{N}/, "_")
end

def tests_name
  "#{target_name}Tests"
end

# The Swift module the tests import: the target's name, which project.yml makes PRODUCT_MODULE_NAME.
def swift_module
  target_name
end

# The name under the app's icon (CFBundleDisplayName) and on its launch screen: the project's name
# as the user gave it (Shop App).
def display_name
  original_app_name
end

# The scheme of the app's deep links (myapp://start_screen), registered in Info.plist: the name's
# ASCII letters and digits, lowercased, starting with a letter as a URL scheme must.
def url_scheme
  scheme = display_name.downcase.gsub(/[^a-z0-9]/, "")
  scheme =~ /\A[a-z]/ ? scheme : "app#{scheme}"
end

# A YAML double-quoted string that reads back as `text`, quotes and backslashes included.
def yaml_string(text)
  '"' + text.gsub(/["\\]/) { |c| "\\#{c}" } + '"'
end

# `text` as XML character data or an attribute value.
def xml_text(text)
  text.gsub("&", "&amp;").gsub("<", "&lt;").gsub(">", "&gt;").gsub('"', "&quot;")
end
