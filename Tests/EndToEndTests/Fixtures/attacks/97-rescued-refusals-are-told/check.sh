# promise: the refused command did not run.
test ! -e "$WORK/pwned-by-template" && test ! -e "$WORK/app/pwned-by-template"
