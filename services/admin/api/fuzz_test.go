package api_test

import (
	"net/http"
	"testing"
	"time"

	"wandelwijs.nl/admin/app"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/server/servertest"
)

// FuzzEveryAdminRoute sends every back-office route fuzzed path parameters, queries
// (react-admin's sort, range and filter) and bodies as an organiser, and fails on any 5xx.
func FuzzEveryAdminRoute(f *testing.F) {
	db, url := testdb.NewWithURL(f)
	id := testdb.User(f, db, "Beheer", "beheer@example.nl", "ADMIN")
	token := testdb.Token(f, db, testKey, id, "ADMIN", time.Now())
	// The export's dump is echo's one line: a real pg_dump (TestExportStreamsAPgDump) takes
	// half a second, so the inputs that reach the export would take most of the fuzzing
	// time, and one still running when the time is up is reported as a hung fuzzer.
	admin, err := app.New(app.Config{DB: db, DatabaseURL: url, PgDump: "echo", JWTKey: testKey, PublicURL: "http://localhost:8080"})
	if err != nil {
		f.Fatal(err)
	}
	organiser := servertest.Caller{Access: token, CSRF: "fuzz"}
	servertest.FuzzEveryRoute(f, servertest.Routes(f, admin.Routes), func(req *http.Request) int {
		return servertest.Serve(admin.Handler, organiser.Apply(req)).Code
	})
}
