environment "config.time_zone = 'UTC'"
environment do
  "config.active_job.queue_adapter = :async"
end
environment "config.hosts << 'example.com'", env: "development"
application(nil, env: ["development", "test"]) do
  <<-RUBY
    config.x.multi = true
    config.x.second = :line
  RUBY
end
initializer "globals.rb", "GLOBAL = 1"
initializer("block.rb") do
  "BLOCK = 2"
end
lib "crypto.rb", "CRYPTO = 3"
rakefile("seed.rake") do
  <<-TASK
    namespace :seed do
      task :all do
        puts "seeds"
      end
    end
  TASK
end
vendor "foreign.rb", "# Foreign code is fun"
route "root to: 'home#index'"
route "get 'about', to: 'pages#about'"
route <<~ROUTES
  resources :posts do
    resources :comments
  end
ROUTES
route "resources :users", namespace: :admin
readme "README_TEMPLATE"
