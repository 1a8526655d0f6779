@name = "app"
def show = @name
p show
def set_it
  @other = 1
end
set_it
p @other
p @unset
$count = 0
def bump = $count += 1
bump
bump
p $count
[1, 2].each { @from_block = "set in block" }
p @from_block
def read_global = $count * 10
p read_global
