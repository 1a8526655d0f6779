# A module holding state in class << self accessors, the shape Rake-file helpers use.
module Deploy
  class << self
    attr_accessor :env, :app_name

    def configure(env:, app_name:)
      self.env = env
      self.app_name = app_name
      self
    end

    def target
      "#{app_name}-#{env}"
    end
  end
end

Deploy.configure(env: "staging", app_name: "shop")
puts Deploy.target
Deploy.env = "production"
puts Deploy.target
puts Deploy.respond_to?(:env=)
p Deploy.instance_variables
