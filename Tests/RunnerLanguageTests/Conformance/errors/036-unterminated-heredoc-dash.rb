puts "before"
create_file "x.rb", <<-RUBY
  class X
  end
