# promise: the built-in template is found from the executable's own path: bootstrap run through PATH below a folder holding config.yml and runners/ never runs that folder's code, and an installed share/bootstrap beside the binary wins over the compiled-in copy.
# bootstrap installed alone in PREFIX/bin, run through PATH from a folder below a planted template.
prefix="$WORK/../prefix"
mkdir -p "$prefix/bin" && cp "$BOOTSTRAP" "$prefix/bin/bootstrap"
mkdir -p "$WORK/planted/runners" "$WORK/planted/sub/deeper"
printf 'evil: true\n' > "$WORK/planted/config.yml"
printf 'create_file "EVIL.txt", "the folder above ran"\n' > "$WORK/planted/runners/evil.rb"
cd "$WORK/planted/sub/deeper"
PATH="$prefix/bin:$PATH" bootstrap new demo --defaults --no-run > out.txt 2>&1 || { cat out.txt >&2; exit 1; }
[ ! -e demo/EVIL.txt ] || { echo "the planted template ran as the built-in one" >&2; exit 1; }
[ -e demo/Package.swift ] || { echo "the compiled-in default template did not run:" >&2; cat out.txt >&2; exit 1; }
# Installed templates beside the binary (make install's PREFIX/share/bootstrap) win.
mkdir -p "$prefix/share/bootstrap/runners"
printf 'share: true\n' > "$prefix/share/bootstrap/config.yml"
printf 'create_file "SHARE.txt", "the installed copy ran"\n' > "$prefix/share/bootstrap/runners/share.rb"
PATH="$prefix/bin:$PATH" bootstrap new demo2 --defaults --no-run > out2.txt 2>&1 || { cat out2.txt >&2; exit 1; }
[ -e demo2/SHARE.txt ] || { echo "share/bootstrap beside the binary was not used:" >&2; cat out2.txt >&2; exit 1; }
# A link to the installed binary finds the same share/bootstrap (the link is resolved).
mkdir -p "$WORK/../links" && ln -s "$prefix/bin/bootstrap" "$WORK/../links/bootstrap"
PATH="$WORK/../links:$PATH" bootstrap new demo3 --defaults --no-run > out3.txt 2>&1 || { cat out3.txt >&2; exit 1; }
[ -e demo3/SHARE.txt ] || { echo "a link to the binary did not find its share/bootstrap:" >&2; cat out3.txt >&2; exit 1; }
