create_file "written-before-the-failure.txt", "x\n"
