def module_title
  app_name.split("_").map(&:capitalize).join(" ")
end
