# promise: a link out of a `directory` source is refused and named by its path in the template folder (templates/d/host), not its name.
directory "templates/d", "d"
