class Vault
  def open
    "open"
  end

  private

  def secret
    "s"
  end
end

vault = Vault.new
puts vault.open
vault.secret
