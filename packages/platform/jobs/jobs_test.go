package jobs_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/logtest"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mail/mailtest"
)

func newQueue(t *testing.T, db *database.DB, sender mail.Sender, log *logtest.Buffer, tweak ...func(*jobs.Config)) *jobs.Queue {
	t.Helper()
	renderer, err := mail.NewRenderer(time.Now, "http://localhost:8080")
	if err != nil {
		t.Fatal(err)
	}
	if log == nil {
		log = &logtest.Buffer{}
	}
	cfg := jobs.Config{
		Sender: sender, Renderer: renderer, AdminEmail: "info@wandelwijs.nl",
		RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond, PollInterval: 20 * time.Millisecond,
		Logger: slog.New(slog.NewJSONHandler(log, &slog.HandlerOptions{Level: slog.LevelInfo})),
	}
	for _, f := range tweak {
		f(&cfg)
	}
	q, err := jobs.New(db, cfg)
	if err != nil {
		t.Fatalf("jobs.New: %v", err)
	}
	return q
}

func start(t *testing.T, q *jobs.Queue) {
	t.Helper()
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := q.Stop(ctx); err != nil {
			t.Errorf("stop queue: %v", err)
		}
	})
}

// startSMTPQueue starts a queue on a new database that delivers its mails to a new test
// SMTP server, logging to log (nil: nowhere), as tweak says; it returns all three.
func startSMTPQueue(t *testing.T, log *logtest.Buffer, tweak ...func(*jobs.Config)) (*database.DB, *mailtest.Server, *jobs.Queue) {
	t.Helper()
	db := testdb.New(t)
	srv := mailtest.Start(t)
	q := newQueue(t, db, smtpSender(t, srv), log, tweak...)
	start(t, q)
	return db, srv, q
}

func smtpSender(t *testing.T, srv *mailtest.Server) mail.Sender {
	t.Helper()
	s, err := mail.NewSMTP(srv.URL(), mail.DefaultFrom)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// waitFor polls cond until it holds or 30 seconds pass.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// mailJobs counts mail jobs in state, or all mail jobs for "".
func mailJobs(t *testing.T, db *database.DB, state string) int {
	t.Helper()
	var n int
	err := db.QueryRowContext(context.Background(),
		`SELECT count(*) FROM river_job WHERE kind = 'mail' AND (? = '' OR state::text = ?)`, state, state).Scan(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// mailErrors is how many failed attempts the mail jobs have recorded.
func mailErrors(t *testing.T, db *database.DB) int {
	t.Helper()
	var n int
	err := db.QueryRowContext(context.Background(),
		`SELECT coalesce(sum(coalesce(array_length(errors, 1), 0)), 0) FROM river_job WHERE kind = 'mail'`).Scan(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func init() { mail.Register(mailtest.NoteTemplates, mailtest.Note{}) }

// contactMail is the note answering name's contact message, and name's address.
func contactMail(name string) (mailtest.Note, string) {
	return mailtest.NoteTo(name), strings.ToLower(name) + "@example.nl"
}

// sendContact saves a contact message and enqueues its confirmation in one transaction,
// then commits or rolls back.
func sendContact(t *testing.T, db *database.DB, q *jobs.Queue, name string, commit bool) {
	t.Helper()
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	c, email := contactMail(name)
	if _, err := tx.ExecContext(ctx, `INSERT INTO contact_messages (name, email, message) VALUES (?, ?, ?)`, c.CustomerName, email, c.Body); err != nil {
		t.Fatal(err)
	}
	if err := q.EnqueueMail(ctx, tx, email, c); err != nil {
		t.Fatalf("EnqueueMail: %v", err)
	}
	if commit {
		err = tx.Commit()
	} else {
		err = tx.Rollback()
	}
	if err != nil {
		t.Fatal(err)
	}
}

func TestCommittedChangeDeliversExactlyOneMail(t *testing.T) {
	db, srv, q := startSMTPQueue(t, nil)

	sendContact(t, db, q, "Eva", true)
	waitFor(t, "the mail job to complete", func() bool { return mailJobs(t, db, "completed") == 1 })

	got := srv.Messages()
	if len(got) != 1 {
		t.Fatalf("%d mails delivered, want exactly 1", len(got))
	}
	if got[0].To[0] != "eva@example.nl" || got[0].Header("Subject") != "Je bericht (Stilte in het bos, 5 december 2026)" {
		t.Errorf("delivered to %v with subject %q", got[0].To, got[0].Header("Subject"))
	}
	if n := mailJobs(t, db, ""); n != 1 {
		t.Errorf("%d mail jobs, want 1", n)
	}
}

func TestRolledBackChangeDeliversNothing(t *testing.T) {
	db, srv, q := startSMTPQueue(t, nil)

	sendContact(t, db, q, "Teruggedraaid", false)
	// A committed mail after it: once that one is delivered, the rolled-back one had every chance.
	sendContact(t, db, q, "Daarna", true)
	waitFor(t, "the committed mail to complete", func() bool { return mailJobs(t, db, "completed") == 1 })

	got := srv.Messages()
	if len(got) != 1 || got[0].To[0] != "daarna@example.nl" {
		t.Fatalf("delivered %d mails (%v), want only the committed one", len(got), got)
	}
	if n := mailJobs(t, db, ""); n != 1 {
		t.Errorf("%d mail jobs in the table, want only the committed one", n)
	}
	var saved int
	if err := db.QueryRowContext(context.Background(), `SELECT count(*) FROM contact_messages WHERE name = 'Teruggedraaid'`).Scan(&saved); err != nil || saved != 0 {
		t.Errorf("rolled-back message saved %d times (%v)", saved, err)
	}
}

func TestSMTPOutageIsRetriedUntilTheMailArrives(t *testing.T) {
	tests := []struct {
		name       string
		goDown     func(*mailtest.Server)
		comeBackUp func(*mailtest.Server)
	}{
		{"the server is down", (*mailtest.Server).Stop, (*mailtest.Server).Restart},
		{"the server answers 451", func(s *mailtest.Server) { s.Fail(true) }, func(s *mailtest.Server) { s.Fail(false) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db, srv, q := startSMTPQueue(t, nil)

			tt.goDown(srv)
			sendContact(t, db, q, "Geduld", true)
			waitFor(t, "three failed attempts", func() bool { return mailErrors(t, db) >= 3 })
			if n := len(srv.Messages()); n != 0 {
				t.Fatalf("%d mails delivered during the outage", n)
			}
			tt.comeBackUp(srv)
			waitFor(t, "the mail job to complete", func() bool { return mailJobs(t, db, "completed") == 1 })
			if got := srv.Messages(); len(got) != 1 || got[0].To[0] != "geduld@example.nl" {
				t.Fatalf("delivered %d mails, want exactly 1", len(got))
			}
		})
	}
}

func TestTwoWorkersNeverDeliverTheSameMailTwice(t *testing.T) {
	db, url := testdb.NewWithURL(t)
	srv := mailtest.Start(t)
	// The second worker has its own connection pool, as a second shop process would.
	db2, err := database.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db2.Close() })
	few := func(c *jobs.Config) { c.Workers = 4 }
	qa := newQueue(t, db, smtpSender(t, srv), nil, few)
	qb := newQueue(t, db2, smtpSender(t, srv), nil, few)

	const count = 20
	ctx := context.Background()
	err = db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for i := range count {
			c, _ := contactMail(fmt.Sprintf("Gast%02d", i))
			if err := qa.EnqueueMail(ctx, tx, fmt.Sprintf("gast%02d@example.nl", i), c); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	start(t, qa)
	start(t, qb)
	waitFor(t, "every mail job to complete", func() bool { return mailJobs(t, db, "completed") == count })

	perRecipient := map[string]int{}
	for _, m := range srv.Messages() {
		for _, to := range m.To {
			perRecipient[to]++
		}
	}
	if len(perRecipient) != count {
		t.Errorf("%d distinct recipients, want %d", len(perRecipient), count)
	}
	for to, n := range perRecipient {
		if n != 1 {
			t.Errorf("%s got %d mails", to, n)
		}
	}
	if n := len(srv.Messages()); n != count {
		t.Errorf("%d deliveries, want exactly %d", n, count)
	}
	var workers int
	if err := db.QueryRowContext(ctx, `SELECT count(DISTINCT attempted_by[1]) FROM river_job WHERE kind = 'mail'`).Scan(&workers); err == nil {
		t.Logf("the mails were worked by %d clients", workers)
	}
}

func TestPermanentFailureIsLoggedWithTheJobID(t *testing.T) {
	log := &logtest.Buffer{}
	db, srv, q := startSMTPQueue(t, log, func(c *jobs.Config) { c.MailAttempts = 2 })
	srv.Stop()

	sendContact(t, db, q, "Pech", true)
	waitFor(t, "the mail job to be given up", func() bool { return mailJobs(t, db, "discarded") == 1 })
	var id int64
	if err := db.QueryRowContext(context.Background(), `SELECT id FROM river_job WHERE kind = 'mail'`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the failure in the log", func() bool {
		return strings.Contains(log.String(), `"msg":"job failed permanently; given up"`) &&
			strings.Contains(log.String(), fmt.Sprintf(`"job_id":%d,"kind":"mail"`, id))
	})
}

func TestUnrenderableMailIsCancelledAndLogged(t *testing.T) {
	log := &logtest.Buffer{}
	db, srv, q := startSMTPQueue(t, log)

	var job int64
	err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		row, err := q.InsertTx(ctx, tx, jobs.MailArgs{To: "eva@example.nl", Template: "no-such-mail", Data: []byte("{}")}, nil)
		if err == nil {
			job = row.ID
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the mail job to be cancelled", func() bool { return mailJobs(t, db, "cancelled") == 1 })
	if !strings.Contains(log.String(), fmt.Sprintf(`"msg":"mail cannot be rendered; given up","job_id":%d`, job)) {
		t.Errorf("no error with the job id in the log:\n%s", log.String())
	}
	if n := len(srv.Messages()); n != 0 {
		t.Errorf("%d mails delivered", n)
	}
}

func TestEnqueueMailRefusesWhatCannotBeSent(t *testing.T) {
	db := testdb.New(t)
	q := newQueue(t, db, mail.NewMailbox(t.TempDir(), time.Now), nil)
	err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		c, _ := contactMail("Eva")
		return q.EnqueueMail(ctx, tx, "geen adres", c)
	})
	if err == nil {
		t.Fatal("enqueued a mail to an invalid address")
	}
	if n := mailJobs(t, db, ""); n != 0 {
		t.Errorf("%d mail jobs inserted", n)
	}
}

func TestAdminMailGoesToTheAdminAddress(t *testing.T) {
	db := testdb.New(t)
	box := mail.NewMailbox(t.TempDir(), time.Now)
	q := newQueue(t, db, box, nil, func(c *jobs.Config) { c.AdminEmail = "team@wandelwijs.nl" })
	start(t, q)
	err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		c, _ := contactMail("Eva")
		return q.EnqueueAdminMail(ctx, tx, c)
	})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the mail job to complete", func() bool { return mailJobs(t, db, "completed") == 1 })
	got, err := box.List()
	if err != nil || len(got) != 1 || got[0].To != "team@wandelwijs.nl" || got[0].Subject != "Je bericht (Stilte in het bos, 5 december 2026)" {
		t.Fatalf("mailbox holds %+v (%v)", got, err)
	}
}

// runJob inserts args, waits until River completed it and returns its final state.
func runJob(t *testing.T, db *database.DB, q *jobs.Queue, args river.JobArgs) string {
	t.Helper()
	var id int64
	err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		row, err := q.InsertTx(ctx, tx, args, nil)
		if err == nil {
			id = row.ID
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var state string
	waitFor(t, args.Kind()+" to finish", func() bool {
		err := db.QueryRowContext(context.Background(), `SELECT state::text FROM river_job WHERE id = ?`, id).Scan(&state)
		return err == nil && (state == "completed" || state == "discarded" || state == "cancelled")
	})
	return state
}

// echoArgs and tickArgs are job kinds registered by the tests below.
type echoArgs struct {
	Word string `json:"word"`
}

func (echoArgs) Kind() string { return "test_echo" }

type tickArgs struct{}

func (tickArgs) Kind() string { return "test_tick" }

func TestRegisteredJobsRunTheirWork(t *testing.T) {
	db := testdb.New(t)
	var heard atomic.Value
	var ticks atomic.Int32
	q := newQueue(t, db, mail.NewMailbox(t.TempDir(), time.Now), nil, func(c *jobs.Config) {
		c.Jobs = []jobs.Job{
			jobs.Work(func(_ context.Context, a echoArgs) error { heard.Store(a.Word); return nil }),
			jobs.Every[tickArgs](time.Hour, false, func(context.Context) error { ticks.Add(1); return nil }),
		}
	})
	start(t, q)
	if state := runJob(t, db, q, echoArgs{Word: "bos"}); state != "completed" || heard.Load() != "bos" {
		t.Errorf("work job %s, heard %v", state, heard.Load())
	}
	if state := runJob(t, db, q, tickArgs{}); state != "completed" || ticks.Load() < 1 {
		t.Errorf("periodic job %s, ran %d times", state, ticks.Load())
	}
}

func TestAUniqueJobIsQueuedOnce(t *testing.T) {
	db := testdb.New(t)
	q := newQueue(t, db, mail.NewMailbox(t.TempDir(), time.Now), nil, func(c *jobs.Config) {
		c.Jobs = []jobs.Job{jobs.Work(func(context.Context, echoArgs) error { return nil })}
	})
	args := echoArgs{Word: "late-tr_1"}
	for i, want := range []bool{true, false} {
		err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
			queued, err := q.InsertUniqueTx(ctx, tx, args)
			if err == nil && queued != want {
				t.Errorf("attempt %d: queued %v, want %v", i+1, queued, want)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var n int
	if err := db.QueryRowContext(context.Background(), `SELECT count(*) FROM river_job WHERE kind = 'test_echo'`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("%d jobs (%v), want 1", n, err)
	}
}

func TestAnInsertOnlyQueueWorksNothingAndAnotherProcessDeliversItsMail(t *testing.T) {
	db := testdb.New(t)
	srv := mailtest.Start(t)
	inserter := newQueue(t, db, nil, nil, func(c *jobs.Config) { c.InsertOnly = true })
	if err := inserter.Start(context.Background()); err == nil {
		t.Fatal("an insert-only queue started working")
	}
	if kinds := inserter.PeriodicKinds(); len(kinds) != 0 {
		t.Errorf("an insert-only queue runs periodic jobs %v", kinds)
	}
	sendContact(t, db, inserter, "Beheer", true)
	if n := mailJobs(t, db, "available"); n != 1 {
		t.Fatalf("%d mail jobs waiting after the insert-only queue's commit, want 1", n)
	}

	worker := newQueue(t, db, smtpSender(t, srv), nil)
	start(t, worker)
	waitFor(t, "the worker to deliver the mail", func() bool { return mailJobs(t, db, "completed") == 1 })
	if got := srv.Messages(); len(got) != 1 || got[0].To[0] != "beheer@example.nl" {
		t.Fatalf("delivered %v, want the one mail the insert-only queue queued", got)
	}
}
