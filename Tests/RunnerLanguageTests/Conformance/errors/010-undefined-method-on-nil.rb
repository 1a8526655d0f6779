config = { name: "x" }
config[:missing].upcase
