create_file "disabled.txt", "a disabled block's runner must not run\n"
