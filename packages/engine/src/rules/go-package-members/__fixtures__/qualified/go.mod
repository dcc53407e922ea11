module example.com/weblog

go 1.22
