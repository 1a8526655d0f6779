def configure
  Settings.load
end

configure
