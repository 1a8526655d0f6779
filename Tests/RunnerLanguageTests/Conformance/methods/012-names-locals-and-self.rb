def name = "method"
p name
name = "local"
p name
p name()
def value?(x) = !x.nil?
p value?(1), value?(nil)
def update!(list) = list << :updated
l = []
update!(l)
p l
p self.to_s
p self.inspect
def calls_other = self.name
p calls_other
