p "active_record".camelize
p "active_record".camelize(:lower)
p "admin/user_name".camelize
p "ActiveRecord".underscore
p "Admin::UserName".underscore
p "HTTPServer".underscore
p "puni_puni".dasherize
p "man from the boondocks".titleize
p "x-men: the last stand".titleize
p "employee_salary".humanize
p "author_id".humanize
p "my_app".camelize, "my-app".underscore.camelize
p "ApiController".underscore.humanize
p "blog_post".titleize, "BlogPost".titleize
p "UsersController".underscore.sub(/_controller\z/, "").camelize
