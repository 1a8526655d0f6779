# include at the top level makes a module's methods callable without a receiver.
module Formatting
  PREFIX = "=>"

  def banner(text)
    "#{PREFIX} #{text}"
  end

  def loud_banner(text)
    banner(text.upcase)
  end
end

include Formatting

puts banner("ready")
puts loud_banner("go")
puts respond_to?(:banner, true)
