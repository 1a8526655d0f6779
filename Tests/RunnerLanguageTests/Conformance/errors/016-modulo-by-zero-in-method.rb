def bucket(n)
  n % 0
end
bucket(7)
