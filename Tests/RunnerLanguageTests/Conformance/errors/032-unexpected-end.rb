def a
  1
end
end
