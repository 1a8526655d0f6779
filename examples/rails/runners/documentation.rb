# A README that says how to work on this app, and API docs with YARD (Markdown via redcarpet,
# the other gem of this block, which needs no callback).
remove_file 'README.md'
template 'templates/README.md.tt', 'README.md'

def yard_callback
  create_file '.yardopts', <<~OPTS
    --output-dir doc/api
    --markup markdown
    --markup-provider redcarpet
    --protected
    app/**/*.rb
    lib/**/*.rb
    -
    README.md
  OPTS

  rakefile 'doc.rake', <<~RAKE
    desc 'Generate the API documentation into doc/api'
    task doc: :environment do
      sh 'bundle exec yard doc'
    end
  RAKE
end

