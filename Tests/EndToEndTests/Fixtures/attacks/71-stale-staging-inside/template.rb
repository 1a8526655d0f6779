# promise: a staging folder a killed run left inside an empty folder does not make it "not empty": the next new . fills it and removes the stale staging folder.
create_file "made.txt", "made\n"
