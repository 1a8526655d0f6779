p "post".pluralize, "person".pluralize, "octopus".pluralize, "sheep".pluralize, "category".pluralize
p "posts".singularize, "people".singularize, "categories".singularize, "analyses".singularize
p "user".pluralize(1), "user".pluralize(2)
p "box".pluralize, "child".pluralize, "mouse".pluralize, "status".pluralize
p "statuses".singularize, "news".singularize, "men".singularize
p "admin_user".pluralize, "AdminUser".pluralize
p "users".singularize.camelize
