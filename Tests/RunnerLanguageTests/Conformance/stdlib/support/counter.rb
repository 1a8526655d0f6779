$loads = ($loads || 0) + 1
module Counting
  def self.count = $loads
end
