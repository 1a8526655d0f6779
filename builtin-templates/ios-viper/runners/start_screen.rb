# The first module, made with the built-in `viper` module template exactly as `bootstrap gen
# StartScreen viper` would make it: into UserStories/StartScreen (with its storyboard), its tests
# into the test target, its factory registered in ApplicationRoot.moduleFactories.
gen "StartScreen", "viper"
