# The launch screen Info.plist's UILaunchStoryboardName names.
require_relative "support/app_answers"

template "templates/launch_screen/LaunchScreen.storyboard.tt", "#{target_name}/Resources/LaunchScreen.storyboard"
