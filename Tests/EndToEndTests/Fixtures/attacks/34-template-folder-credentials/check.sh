# promise: credentials are never read from a template folder, wherever it is: .ssh, .git internals, .netrc, key names, in any case.
if grep -q "NOT REFUSED" "$WORK/app/report.txt" || ! grep -qE "directory: refusing to read 'files/(id_rsa|deep/.aws)': '(id_rsa|.aws)' holds credentials" "$WORK/app/report.txt"; then
  cat "$WORK/app/report.txt" >&2; exit 1
fi
[ ! -e "$WORK/app/copied" ] || { echo "copied/ exists" >&2; exit 1; }
