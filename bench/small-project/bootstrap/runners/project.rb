# The answers under the names the .tt files use; `project_name` also fills `%project_name%` in
# the file names `directory` copies.
def project_name
  answers[:project_name]
end

def license
  answers[:license]
end

def coverage?
  answers[:coverage]
end

directory 'templates/project', '.'
