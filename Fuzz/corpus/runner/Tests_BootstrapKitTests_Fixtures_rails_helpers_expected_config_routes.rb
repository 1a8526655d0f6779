Rails.application.routes.draw do
  namespace :admin do
    resources :users
  end
  resources :posts do
    resources :comments
  end
  get 'about', to: 'pages#about'
  root to: 'home#index'
  # For details on the DSL available within this file, see https://guides.rubyonrails.org/routing.html
end
