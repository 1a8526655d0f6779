# Never runs while config.yml says `heroku: false`; set it to true to deploy to Heroku instead.
file 'Procfile', "web: bundle exec puma -C config/puma.rb\nrelease: bin/rails db:migrate\n"
