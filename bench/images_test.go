package bench_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"wandelwijs.nl/bench"
	"wandelwijs.nl/migrations"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
)

// requireImages skips a test of the images where `make images` has not run: make test
// builds them first and sets WANDELWIJS_IMAGES=1.
func requireImages(t *testing.T) {
	t.Helper()
	if !fromImages {
		t.Skip("tests the images `make images` builds; make test builds them and sets WANDELWIJS_IMAGES=1")
	}
}

// imageContents are the files each image may hold besides what every image holds, and
// those it must hold.
var imageContents = map[string]struct{ may, must []string }{
	"shop":           {may: []string{"shop"}, must: []string{"shop"}},
	"admin":          {may: []string{"admin", "usr/lib/postgresql/", "lib/", "lib64/", "usr/lib/"}, must: []string{"admin", "usr/lib/postgresql/15/bin/pg_dump"}},
	"bff":            {may: []string{"bff", "web/"}, must: []string{"bff", "web/shop/index.html", "web/admin/index.html"}},
	"migrate":        {may: []string{"migrate"}, must: []string{"migrate"}},
	"mollie-sandbox": {may: []string{"mollie-sandbox"}, must: []string{"mollie-sandbox"}},
}

// everyImage is what every image holds: CA certificates, time-zone data, its users.
var everyImage = struct{ may, must []string }{
	may:  []string{"etc/", "usr/", "usr/share/", "usr/share/zoneinfo/"},
	must: []string{"etc/ssl/certs/ca-certificates.crt", "usr/share/zoneinfo/Europe/Amsterdam", "etc/passwd", "etc/group"},
}

func TestEachImageHoldsItsProgramAndNothingElse(t *testing.T) {
	requireImages(t)
	ctx := context.Background()
	for name, want := range imageContents {
		t.Run(name, func(t *testing.T) {
			files, err := bench.ImageFiles(ctx, "wandelwijs/"+name+":latest")
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range slices.Concat(want.must, everyImage.must) {
				if !slices.Contains(files, f) {
					t.Errorf("the image lacks %s", f)
				}
			}
			may := slices.Concat(want.may, everyImage.may, []string{"etc/ssl/"})
			for _, f := range files {
				allowed := slices.ContainsFunc(may, func(p string) bool {
					return f == p || f == strings.TrimSuffix(p, "/") || (strings.HasSuffix(p, "/") && strings.HasPrefix(f, p))
				})
				if !allowed {
					t.Errorf("the image holds %s, which is not its service's", f)
				}
			}
			var config []struct {
				Config struct {
					User       string
					Entrypoint []string
					Labels     map[string]string
				}
			}
			out, err := exec.Command("podman", "image", "inspect", "wandelwijs/"+name+":latest").Output()
			if err == nil {
				err = json.Unmarshal(out, &config)
			}
			if err != nil || len(config) != 1 {
				t.Fatalf("podman image inspect: %v", err)
			}
			c := config[0].Config
			if c.User != "65532:65532" || !slices.Equal(c.Entrypoint, []string{"/" + name}) || c.Labels["org.opencontainers.image.version"] == "" {
				t.Errorf("config: user %q, entrypoint %q, labels %v", c.User, c.Entrypoint, c.Labels)
			}
		})
	}
}

// The programs of the shop, admin and bff images run in the resilience tests and the
// deploy rehearsal (binaries); the migrations' and the sandbox's run here, and the admin
// image's pg_dump runs in the image's own files.
func TestEachImagesOtherProgramsRun(t *testing.T) {
	requireImages(t)
	ctx := context.Background()
	dir := t.TempDir()

	t.Run("migrate migrates an empty database", func(t *testing.T) {
		migrate, err := bench.FromImage(ctx, "wandelwijs/migrate:latest", "/migrate", dir)
		if err != nil {
			t.Fatal(err)
		}
		url := emptyDatabase(t)
		cmd := exec.Command(migrate)
		cmd.Env = append(os.Environ(), "DATABASE_URL="+url)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("migrate: %v\n%s", err, out)
		}
		if err := migrations.Current(ctx, openSQL(t, url)); err != nil {
			t.Fatalf("after the image's migrate: %v", err)
		}
	})

	t.Run("the sandbox answers its health check", func(t *testing.T) {
		sandbox, err := bench.FromImage(ctx, "wandelwijs/mollie-sandbox:latest", "/mollie-sandbox", dir)
		if err != nil {
			t.Fatal(err)
		}
		port := freePort(t)
		p := bench.NewProcess(sandbox, fmt.Sprintf("http://127.0.0.1:%d", port), logFile, fmt.Sprintf("SANDBOX_ADDR=127.0.0.1:%d", port))
		if err := p.Start("/healthz"); err != nil {
			t.Fatal(err)
		}
		p.Stop()
	})

	t.Run("admin's pg_dump runs on the image's own libraries", func(t *testing.T) {
		if os.Geteuid() != 0 {
			t.Skip("mounting an image and running a program in it takes root")
		}
		out, err := exec.Command("podman", "image", "mount", "wandelwijs/admin:latest").Output()
		if err != nil {
			t.Fatal(err)
		}
		root := strings.TrimSpace(string(out))
		t.Cleanup(func() { _ = exec.Command("podman", "image", "unmount", "wandelwijs/admin:latest").Run() })
		version, err := exec.Command("chroot", root, "/usr/lib/postgresql/15/bin/pg_dump", "--version").CombinedOutput()
		if err != nil || !strings.Contains(string(version), "PostgreSQL) 15") {
			t.Fatalf("pg_dump in the image: %v %s", err, version)
		}
	})
}

// openSQL opens the database at url for the test.
func openSQL(t *testing.T, url string) *sql.DB {
	t.Helper()
	db, err := database.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db.SQL()
}

// emptyDatabase creates a database with no tables and returns its address.
func emptyDatabase(t *testing.T) string {
	t.Helper()
	db, url := testdb.NewWithURL(t)
	if _, err := db.ExecContext(context.Background(), `DROP SCHEMA public CASCADE; CREATE SCHEMA public`); err != nil {
		t.Fatal(err)
	}
	return url
}
