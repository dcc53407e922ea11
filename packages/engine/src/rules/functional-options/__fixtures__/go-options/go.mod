module github.com/acme/client

go 1.22
