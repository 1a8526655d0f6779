app = "blog"
text = <<~EOS
  name: #{app}
  path: #{ap_path}
EOS
