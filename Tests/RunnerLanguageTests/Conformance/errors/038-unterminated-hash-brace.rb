settings = {
  name: "app",
  db: "pg",
