#!/bin/sh
# Re-makes rails-skeleton/, the one Rails app the tests of both BootstrapKitTests and
# EndToEndTests start from: the files their templates read or edit, taken from a real Rails 6.1
# app (Debian's ruby-railties): `rails new shop --skip-bundle --skip-webpack-install
# --skip-javascript --skip-git`, then what rspec-rails 5.0.2's `rails generate rspec:install`
# writes (spec/rails_helper.rb, spec/spec_helper.rb, .rspec), run from the Debian packages'
# sources. ActiveRecord is not installed, so it is declared, as a real app with a database has it
# (the generator then writes the migration and fixture settings).
# After re-making it, re-record what was recorded from it: BootstrapKitTests/Fixtures/rails/record.sh,
# EndToEndTests/Fixtures/rails-example/record.sh and EndToEndTests/Fixtures/record.sh.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
rails new shop --skip-bundle --skip-webpack-install --skip-javascript --skip-git > /dev/null
apt-get download ruby-rspec-rails ruby-rspec-core ruby-rspec-support > /dev/null 2>&1
for deb in *.deb; do dpkg -x "$deb" debs; done
gems=debs/usr/share/rubygems-integration/all/gems
ruby -I "$(echo $gems/rspec-rails-*)/lib" -I "$(echo $gems/rspec-core-*)/lib" -I "$(echo $gems/rspec-support-*)/lib" -e '
  require "tmpdir"; require "stringio"; require "rails/generators"
  module ActiveRecord; class Migration; end; end
  require "generators/rspec/install/install_generator"
  Rspec::Generators::InstallGenerator.start([], destination_root: "shop")' > /dev/null
rm -rf "$here/rails-skeleton"
for file in .ruby-version .rspec Gemfile README.md bin/rails config/application.rb \
    config/environments/development.rb config/environments/production.rb config/environments/test.rb \
    config/routes.rb spec/rails_helper.rb spec/spec_helper.rb; do
    mkdir -p "$here/rails-skeleton/$(dirname "$file")"
    cp -p "shop/$file" "$here/rails-skeleton/$file"
done
