def lambda_return
  l = -> { return 1 }
  l.call
  2
end
def proc_return
  pr = proc { return 1 }
  pr.call
  2
end
p lambda_return, proc_return
def lambda_next
  l = lambda { next 5; 6 }
  l.call
end
p lambda_next
