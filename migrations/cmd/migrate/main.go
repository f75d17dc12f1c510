// Command migrate creates the database when missing, applies every migration and,
// with -seed, adds the development demo data.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"time"

	"wandelwijs.nl/migrations"
	"wandelwijs.nl/migrations/devseed"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/database"
)

func main() {
	seed := flag.Bool("seed", false, "add the demo data (development only)")
	flag.Parse()
	if err := run(*seed); err != nil {
		slog.Error("migrate", "err", err)
		os.Exit(1)
	}
}

func run(seed bool) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	env := config.FromOS()
	url := env.DatabaseURL()
	if err := database.EnsureDatabase(ctx, url); err != nil {
		return err
	}
	db, err := database.Open(ctx, url)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := migrations.Up(ctx, db.SQL()); err != nil {
		return err
	}
	fmt.Println("migrations applied")
	if !seed {
		return nil
	}
	if err := devseed.Seed(ctx, db.DB, env.IsDevelopment(), time.Now()); err != nil {
		return err
	}
	fmt.Println("demo data present")
	return nil
}
