x = 'it is
not closed
