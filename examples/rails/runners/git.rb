# What a Rails app never commits.
create_file ".gitignore", <<~GITIGNORE
  /.bundle
  /log/*
  !/log/.keep
  /tmp/*
  !/tmp/.keep
  /storage/*
  /public/assets
  /coverage
  /doc/api
  /.yardoc
  /config/master.key
GITIGNORE

git :init

# Queued now, run after the last block, so the first commit holds everything the template wrote.
after_bundle do
  git add: "."
  git commit: %(-m "Initial commit from #{app_name}'s template")
end
