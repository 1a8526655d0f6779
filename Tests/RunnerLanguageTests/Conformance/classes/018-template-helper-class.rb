# The shape real templates use: a helper class with private methods, called from top-level defs.
class MigrationNamer
  def initialize(filename)
    @@timestamp = 20200101000000
    @original_filename = filename
    @unique_filename_section = extract_unique_filename_section(filename)
  end

  def new_filename
    "db/migrate/#{new_timestamp}_#{@unique_filename_section}"
  end

  private

  def extract_unique_filename_section(filename)
    filename.gsub("db/migrate/", "").split("_").drop(1).join("_")
  end

  def new_timestamp
    @@timestamp += 1
    @@timestamp.to_s
  end
end

def add_migration(filename)
  MigrationNamer.new(filename).new_filename
end

puts add_migration("db/migrate/20190101_create_people.rb")
puts add_migration("db/migrate/20190102_add_email_to_people.rb")
