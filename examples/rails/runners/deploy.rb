# Deployment with Capistrano to one server, one-line request logs in production, and a
# health check for the load balancer. The server can be given up front: --set deploy_server=HOST.
def deploy_server
  @deploy_server ||= ask('Which server do you deploy to?', name: 'deploy_server', default: 'deploy.example.com')
end

route "get '/up', to: proc { [200, {}, ['OK']] }"

file 'Procfile', "web: bundle exec puma -C config/puma.rb\n"

def lograge_callback
  environment 'config.lograge.enabled = true', env: 'production'
end

def capistrano_rails_callback
  # The Capfile is edited below (capistrano3-puma) after it is copied: copying it again on a second
  # apply would conflict with the edited file, so only a missing one is copied.
  copy_file 'templates/Capfile', 'Capfile' unless File.exist?('Capfile')
  template 'templates/deploy.rb.tt', 'config/deploy.rb'
  template 'templates/production.rb.tt', 'config/deploy/production.rb'
end

def capistrano3_puma_callback
  inject_into_file 'Capfile', before: "# Load custom tasks" do
    "require 'capistrano/puma'\ninstall_plugin Capistrano::Puma\n\n"
  end
end
