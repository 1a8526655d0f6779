# private methods are callable only without a receiver (or with self.); protected from the same class.
class Account
  def initialize(balance)
    @balance = balance
  end

  def summary
    "balance #{formatted} #{self.formatted}"
  end

  def richer_than?(other)
    balance > other.balance
  end

  protected

  def balance
    @balance
  end

  private

  def formatted
    format("%.2f", @balance)
  end
end

a = Account.new(10)
b = Account.new(5)
puts a.summary
puts a.richer_than?(b)
begin
  a.formatted
rescue NoMethodError => e
  puts e.class
end
begin
  a.balance
rescue NoMethodError => e
  puts e.class
end
puts a.respond_to?(:formatted)
puts a.send(:formatted)
