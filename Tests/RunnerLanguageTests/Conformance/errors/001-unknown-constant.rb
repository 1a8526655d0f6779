puts "start"
RVM.install "2.7"
