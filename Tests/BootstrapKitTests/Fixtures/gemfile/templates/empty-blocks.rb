# Blocks with nothing in them are written as Rails writes them; `with_indentation` indents the gems in it.
gem_group :production do
end
gem 'rails', '~> 6.1'
github 'rails/rails' do
end
add_source 'https://gems.example.com' do
end
with_indentation do
  gem 'indented'
  with_indentation do
    gem 'deeper', require: false
  end
end
gem_group :test do
  with_indentation do
    gem 'inside_group_and_indented'
  end
end
