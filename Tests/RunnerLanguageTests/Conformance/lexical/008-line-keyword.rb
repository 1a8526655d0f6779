puts __LINE__
x = __LINE__
p x
# comment

p __LINE__
p [__LINE__,
   __LINE__]
