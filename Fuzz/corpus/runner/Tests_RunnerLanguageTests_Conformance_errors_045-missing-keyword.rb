def greet(name:) = "hi #{name}"; greet
