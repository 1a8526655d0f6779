# The tests run surface.rb through apply, as record.sh does, so both indent its lines alike.
def source_paths
  [__dir__] + Array(super)
end

apply "surface.rb"
