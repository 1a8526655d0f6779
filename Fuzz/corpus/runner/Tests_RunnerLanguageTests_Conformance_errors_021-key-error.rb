settings = { name: "app" }
settings.fetch(:database)
