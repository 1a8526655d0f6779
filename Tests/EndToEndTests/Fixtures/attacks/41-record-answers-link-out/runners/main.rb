# promise: a hostile project cannot make gen or apply take answers from outside it: a .bootstrap.yml link to a file out of the project is no record.
say "token=#{answers[:token]}"
create_file "answer.txt", "#{answers[:token]}\n"
