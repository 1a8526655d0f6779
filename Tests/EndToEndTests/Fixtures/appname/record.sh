#!/bin/sh
# Records railties 6.1's Rails::Generators::AppName for a few project folder names:
# NAME|original_app_name|app_name|app_const_base|app_const (what `rails new NAME` gives a template).
cd "$(dirname "$0")" && ruby names.rb "my app" r3 my-app.v2 shop > names.expected
