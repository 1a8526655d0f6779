gems = [
  "rails",
  "pg",
