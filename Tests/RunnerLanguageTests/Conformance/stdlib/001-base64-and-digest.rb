# Base64 and Digest as templates use them: secrets, cache keys, checksums of files they write.
require "base64"
require "digest"

p Base64.encode64("hello, template")
p Base64.encode64("x" * 50)
p Base64.strict_encode64("x" * 50)
p Base64.urlsafe_encode64("<<???>>")
p Base64.urlsafe_encode64("<<???>>", padding: false)
p Base64.decode64("aGVsbG8sIHRlbXBsYXRl\n")
p Base64.decode64("aGVsbG8*&^sIHRlbXBsYXRl")
p Base64.strict_decode64("aGVsbG8=")
begin
  Base64.strict_decode64("aGVsbG8")
rescue ArgumentError => e
  p e.message
end
p Base64.urlsafe_decode64("PDw_Pz8-Pg")
p Digest::MD5.hexdigest("")
p Digest::MD5.hexdigest("The quick brown fox jumps over the lazy dog")
p Digest::SHA1.hexdigest("abc")
p Digest::SHA256.hexdigest("abc")
p Digest::SHA256.hexdigest("a" * 200)
p Digest::SHA256.base64digest("abc")
digest = Digest::SHA256.new
digest << "a"
digest.update("bc")
p digest.hexdigest
