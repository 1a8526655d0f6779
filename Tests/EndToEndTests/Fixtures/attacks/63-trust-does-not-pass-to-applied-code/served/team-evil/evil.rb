# promise: (see attack.yml) — untrusted code applied by the trusted template.
run "touch #{ENV['WORK']}/pwned"
