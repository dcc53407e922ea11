module example.com/weblog/v2

go 1.22
