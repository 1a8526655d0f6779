# Reopens a nested module from another file, the way templates add helpers to Rails' generator.
module Toolkit
  module Actions
    def announce(message)
      "== #{message} =="
    end
  end
end
