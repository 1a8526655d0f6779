# promise: (see attack.yml) — a project that holds one file of its own, and the template's last line: x = 1+1+…+1, 300,000 terms.
mkdir -p "$WORK/project" && echo keep > "$WORK/project/keep.txt"
awk 'BEGIN { printf "x = 1"; for (i = 1; i < 300000; i++) printf "+1"; print "" }' >> "$CASE/template.rb"
