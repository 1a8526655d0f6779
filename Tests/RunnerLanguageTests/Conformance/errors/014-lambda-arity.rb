double = ->(x) { x * 2 }; double.call(1, 2)
