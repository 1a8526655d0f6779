def each_item = yield(1); each_item
