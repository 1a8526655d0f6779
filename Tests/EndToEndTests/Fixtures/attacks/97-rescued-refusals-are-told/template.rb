# promise: a rescued refusal is still told, and still refused.
begin
  system("touch ../pwned-by-template")
rescue Exception
  say "caught-command"
end
begin
  say File.read("/etc/passwd")
rescue Exception
  say "caught-read"
end
