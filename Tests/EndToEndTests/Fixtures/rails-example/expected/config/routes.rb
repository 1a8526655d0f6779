Rails.application.routes.draw do
  get '/up', to: proc { [200, {}, ['OK']] }
  # For details on the DSL available within this file, see https://guides.rubyonrails.org/routing.html
end
