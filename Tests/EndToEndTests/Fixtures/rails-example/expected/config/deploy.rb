# config valid for current version and patch releases of Capistrano
lock "~> 3.17"

set :application, "shop"
set :repo_url, "git@example.com:me/shop.git"
set :deploy_to, "/var/www/shop"

# Files and folders shared between releases.
append :linked_files, "config/master.key"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "tmp/sockets", "public/system"
