module wandelwijs.nl/policies

go 1.26
