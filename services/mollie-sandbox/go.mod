module wandelwijs.nl/mollie-sandbox

go 1.26.0

require wandelwijs.nl/platform v0.0.0

require (
	github.com/bmatcuk/doublestar/v4 v4.6.1 // indirect
	github.com/casbin/casbin/v2 v2.135.0 // indirect
	github.com/casbin/govaluate v1.3.0 // indirect
	github.com/golang-jwt/jwt/v5 v5.3.1 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/gorilla/mux v1.8.1 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
)

replace (
	wandelwijs.nl/migrations => ../../migrations
	wandelwijs.nl/platform => ../../packages/platform
)
