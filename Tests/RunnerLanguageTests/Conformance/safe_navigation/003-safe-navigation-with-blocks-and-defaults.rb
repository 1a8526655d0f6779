x = nil
p x&.length || 0
p x&.each { |v| puts "never #{v}" }
list = [1, 2]
p list&.map { |v| v * 2 }
p list&.first&.succ
h = nil
p h&.[](:k)
p h.to_h.fetch(:k, "none")
name = nil
p name&.strip&.downcase || "anonymous"
value = " Padded "
p value&.strip&.downcase
