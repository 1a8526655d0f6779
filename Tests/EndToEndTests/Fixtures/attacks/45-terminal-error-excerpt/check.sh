# promise: (see attack.yml) — the quoted line is short, escaped, and the caret stands under the ")".
line=$(sed -n 2p "$STDERR_FILE"); caret=$(sed -n 3p "$STDERR_FILE")
case "$line" in *'\e[2K\x07\e]0;t\x07" + )'*) ;; *) echo "the controls before the column are not shown escaped: $line" >&2; exit 1 ;; esac
# The line starts with "…" (one character, three bytes): count the caret's column after it.
rest=${line#…}
[ ${#rest} -le 200 ] || { echo "the quoted line has ${#rest} bytes" >&2; exit 1; }
column=$(( ${#caret} - 1 ))
[ "$(printf '%s' "$rest" | cut -c"$column")" = ")" ] || { echo "the caret is not under the ')': $line / $caret" >&2; exit 1; }
