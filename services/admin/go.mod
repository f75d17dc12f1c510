module wandelwijs.nl/admin

go 1.26

require (
	wandelwijs.nl/migrations v0.0.0
	wandelwijs.nl/platform v0.0.0
	wandelwijs.nl/policies v0.0.0
)

replace (
	wandelwijs.nl/migrations => ../../migrations
	wandelwijs.nl/platform => ../../packages/platform
	wandelwijs.nl/policies => ../../policies
)
