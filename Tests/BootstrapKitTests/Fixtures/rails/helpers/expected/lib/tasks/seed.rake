namespace :seed do
  task :all do
    puts "seeds"
  end
end
