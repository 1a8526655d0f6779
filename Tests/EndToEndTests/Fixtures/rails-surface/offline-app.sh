# Sourced by record.sh and exercise/record.sh: `offline_app RAILS WORK` makes WORK/shop, a
# `rails new` app that `bin/rails app:template` can boot without the network. Debian packages
# Rails in parts, so the app is made without the frameworks it does not install (Active Model's
# railtie commented out of config/application.rb), and BUNDLE_GEMFILE=WORK/Gemfile.offline lists
# only the installed gems it requires.
offline_app() {
    (cd "$2" && "$1" new shop --skip-bundle --skip-webpack-install --skip-git --skip-javascript \
        --skip-active-record --skip-sprockets --skip-action-mailer --skip-action-mailbox --skip-action-text \
        --skip-active-storage --skip-action-cable --skip-active-job --skip-test --skip-system-test \
        --skip-jbuilder --skip-spring --skip-bootsnap --skip-listen --skip-turbolinks > /dev/null)
    sed -i 's|^require "active_model/railtie"|# &|' "$2/shop/config/application.rb"
    printf 'source "https://rubygems.org"\ngem "railties"\ngem "actionpack"\n' > "$2/Gemfile.offline"
}
