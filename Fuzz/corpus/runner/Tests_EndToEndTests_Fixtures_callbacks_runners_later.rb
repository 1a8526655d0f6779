append_to_file "order.txt", "later runner\n"
