module Demo
end
