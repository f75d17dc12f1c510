module wandelwijs.nl/bff

go 1.26
