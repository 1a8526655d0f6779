[nil, "", "  ", "a", [], [1], {}, { a: 1 }, false, true, 0].each do |v|
  puts "#{v.inspect}: blank=#{v.blank?} present=#{v.present?} presence=#{v.presence.inspect}"
end
name = "".presence || "default"
p name
p " x ".presence&.strip
p "\n\t".blank?
p nil.presence || "fallback"
p [nil, "", "x"].reject(&:blank?)
