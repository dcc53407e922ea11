module example.org/shipit

go 1.22
