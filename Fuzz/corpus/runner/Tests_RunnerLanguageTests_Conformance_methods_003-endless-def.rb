def square(x) = x * x
def hello = "hello"
def twice(x) = [x, x]
def shout(s) = s.upcase + "!"
p square(4), hello, twice(:a), shout("hey")
def compose(x) = square(x) + 1
p compose(3)
