# Foreign code is fun
