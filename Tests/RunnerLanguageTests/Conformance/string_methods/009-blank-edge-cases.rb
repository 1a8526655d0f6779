p "\u3000".blank?, "\u00a0".blank?, " \t\n".blank?, "x ".blank?
p [nil].blank?, [""].blank?, { a: nil }.blank?
p 0.present?, 0.0.blank?, :"".blank?, :a.present?
p nil.presence, false.presence, "".presence
p [1, 2].presence&.size
opts = { name: "  " }
p opts[:name].presence || "unnamed"
p [" ", "a", nil, ""].map(&:presence)
