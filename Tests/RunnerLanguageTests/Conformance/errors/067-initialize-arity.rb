# Ruby reports an arity error at the def, we at the call: both on one line.
class Point; def initialize(x, y); end; end; Point.new(1)
