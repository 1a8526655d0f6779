# promise: (see attack.yml) — code outside the trusted folder.
run "touch #{ENV['WORK']}/pwned"
