# promise: (see attack.yml) — 60 million one-character strings asked for at once.
s = "a" * 60_000_000
c = s.chars
