def greet(name: "x") = "hi #{name}"; greet(nmae: "y")
