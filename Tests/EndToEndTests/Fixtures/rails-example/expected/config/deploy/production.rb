server "deploy.example.com", user: "deploy", roles: %w[app db web]
