NAME = "app".freeze
NAME << "-suffix"
