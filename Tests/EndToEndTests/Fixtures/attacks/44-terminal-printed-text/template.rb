# promise: (see attack.yml) — every way a template prints text, each carrying control characters.
say "say \e]0;owned\a"
puts "puts \r\e[1Aover"
print "print \x7F\x00\n"
p "p \e[2J"
say_status "\e[32mstatus", "message \u009B2J"
log "rm -rf ~ #\u202Etini tig"
print_table [["table \e[8m", "hidden"]]
say set_color("colour", :black, :on_black)
create_file "a\e[31mred.txt", "x\n"
ask_answer = ask("question \e[2K?", default: "d\e[0m")
