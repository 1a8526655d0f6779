# Loaded by 018-require-relative.rb; not a case of its own (cases are the top-level .rb files).
SHARED_GEMS = %w[bootsnap puma].freeze

def shared_gem_lines
  SHARED_GEMS.map { |g| %(gem "#{g}") }
end
