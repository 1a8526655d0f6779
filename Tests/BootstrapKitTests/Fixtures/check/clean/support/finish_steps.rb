def finish_steps(message)
  create_file "DONE", "#{message}\n"
end
