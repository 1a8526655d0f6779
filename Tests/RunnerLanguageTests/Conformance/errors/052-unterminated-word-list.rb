gems = %w[rails pg
  puma
