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

# The app target, its folder and its Xcode project: the project's name (MyApp).
def target_name
  app_name
end

def tests_name
  "#{app_name}Tests"
end

# The Swift module the tests import: the target's name with what an identifier cannot hold made `_`.
def swift_module
  app_name.gsub(/\W/, "_")
end

# The scheme of the app's deep links (myapp://start_screen), registered in Info.plist.
def url_scheme
  app_name.downcase.gsub(/[^a-z0-9]/, "")
end
