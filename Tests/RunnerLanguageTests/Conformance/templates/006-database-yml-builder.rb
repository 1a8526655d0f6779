envs = %w[development test production]
yml = envs.map do |env|
  <<~YAML
    #{env}:
      adapter: postgresql
      database: myapp_#{env}
  YAML
end.join("\n")
print yml
