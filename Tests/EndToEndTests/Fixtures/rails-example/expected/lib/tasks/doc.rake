desc 'Generate the API documentation into doc/api'
task doc: :environment do
  sh 'bundle exec yard doc'
end
