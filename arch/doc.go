// Package arch holds the tests that keep the house's layout: which package may import
// which, SQL only in stores, and the BFF's route table against the services' routers.
package arch
