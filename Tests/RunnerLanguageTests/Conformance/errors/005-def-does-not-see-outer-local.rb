count = 1
def show
  count + 1
end
show
