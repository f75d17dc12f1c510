// Package audit keeps the back office's log of every write: who, when, what, and the
// subject before and after. Both services record into it; only the admin service lists it.
package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/mux"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/paging"
)

// Entry is one write as the log keeps it: ids and changes, no person's name, e-mail
// address, phone, company, postal address or btw-id, no customer's words and no link or
// token (audit_scrub, migrations/sql/20261204000700_audit_no_links.up.sql). ActorEmail,
// SubjectPerson and the walk are asked of their owners when listed (Names).
type Entry struct {
	ID      int64     `bun:"id"`
	At      time.Time `bun:"at"`
	ActorID *string   `bun:"actor_id"`
	// ActorEmail is the actor's address now; Gone once the account is gone.
	ActorEmail string          `bun:"-"`
	Action     string          `bun:"action"`
	SubjectID  string          `bun:"subject_id"`
	Before     json.RawMessage `bun:"before"`
	After      json.RawMessage `bun:"after"`
	// SubjectPerson is the name of the person the write was about (an account, a
	// booking's customer, a request's sender) now; Gone once deleted or anonymised; ""
	// for a write about no person.
	SubjectPerson string `bun:"-"`
	// SubjectWalkID and SubjectWalkTitle are the walk the write was about, or the walk of
	// the booking it was about, looked up now; a deleted walk keeps the title the log
	// holds and no id. Both empty for a write about no walk.
	SubjectWalkID    string `bun:"-"`
	SubjectWalkTitle string `bun:"-"`
}

// Gone is what the log shows for a person whose account was deleted or whose data was
// anonymised.
const Gone = "verwijderd"

// OrGone is name, or Gone for a person no longer known.
func OrGone(name string) string {
	if name == "" {
		return Gone
	}
	return name
}

// A Namer fills in, on entries, what they name as the owner of what they name knows it
// now: an actor's e-mail address, or the person and the walk a write was about.
type Namer func(ctx context.Context, entries []*Entry) error

// Names are what the log asks the subjects' owners when it lists entries.
type Names struct {
	// Actors fills in ActorEmail on entries with an actor (Gone once the account is deleted).
	Actors Namer
	// ActorsMatching are the accounts whose e-mail address contains text, in any case.
	ActorsMatching func(ctx context.Context, text string) ([]string, error)
	// Subjects fill in SubjectPerson (Gone once deleted or anonymised) and the walk, per
	// kind of subject: an action's part before its dot ("booking" for "booking.cancel").
	Subjects map[string]Namer
}

// Log records and lists entries.
type Log struct {
	store store
	names Names
}

// New returns the Log on db, listing entries with names.
func New(db bun.IDB, names Names) Log { return Log{store: store{db: db}, names: names} }

// List returns one page of entries, newest first; the filter "actor" matches the
// actor's e-mail address, "action" the action exactly.
func (l Log) List(ctx context.Context, p paging.Page) ([]Entry, int, error) {
	var actors []string
	text := p.Text("actor")
	if text != "" {
		var err error
		if actors, err = l.names.ActorsMatching(ctx, text); err != nil {
			return nil, 0, err
		}
	}
	entries, total, err := l.store.list(ctx, p, text != "", actors)
	if err != nil {
		return nil, 0, err
	}
	var acted []*Entry
	byKind := map[string][]*Entry{}
	for i := range entries {
		e := &entries[i]
		if e.ActorID != nil {
			acted = append(acted, e)
		}
		kind, _, _ := strings.Cut(e.Action, ".")
		byKind[kind] = append(byKind[kind], e)
	}
	if len(acted) > 0 {
		if err := l.names.Actors(ctx, acted); err != nil {
			return nil, 0, err
		}
	}
	for kind, of := range byKind {
		if name, ok := l.names.Subjects[kind]; ok {
			if err := name(ctx, of); err != nil {
				return nil, 0, err
			}
		}
	}
	return entries, total, nil
}

// SubjectIDs are the ids of the subjects entries are about, once each.
func SubjectIDs(entries []*Entry) []string {
	seen := map[string]bool{}
	var ids []string
	for _, e := range entries {
		if !seen[e.SubjectID] {
			seen[e.SubjectID] = true
			ids = append(ids, e.SubjectID)
		}
	}
	return ids
}

// maxKept is the most of an answer kept as "after"; a longer one (the database export)
// is logged without it.
const maxKept = 16 << 10

// Audited wraps a route that writes: once it answers 2xx, the caller, action, the
// subject (the path's {id}, or the id of what a route without one made, from its answer)
// and the answer (as after) are logged, with before(r) read first when given (the
// subject as it was). A failed log line is reported, the answer stands.
func (l Log) Audited(action string, before func(r *http.Request) any, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var was any
		if before != nil {
			was = before(r)
		}
		rec := &recorder{StatusRecorder: httpx.StatusRecorder{ResponseWriter: w}}
		h(rec, r)
		if !rec.Answered() || rec.Status() < 200 || rec.Status() > 299 {
			return
		}
		vars := mux.Vars(r)
		e := Entry{Action: action, SubjectID: vars["id"]}
		if e.SubjectID == "" {
			e.SubjectID = vars["bookingId"] // a booking's routes name their id so (httpx.Matched)
		}
		if c, ok := auth.FromContext(r.Context()); ok {
			e.ActorID = &c.UserID
		}
		if was != nil {
			e.Before, _ = json.Marshal(was)
		}
		if !rec.overflow && json.Valid(rec.body.Bytes()) {
			e.After = bytes.Clone(rec.body.Bytes())
		}
		if e.SubjectID == "" {
			var made struct{ ID string }
			if json.Unmarshal(e.After, &made) == nil {
				e.SubjectID = made.ID
			}
		}
		if err := l.store.insert(context.WithoutCancel(r.Context()), e); err != nil {
			slog.ErrorContext(r.Context(), "audit log", "action", action, "err", err)
		}
	}
}

// recorder passes an answer on while keeping its status and up to maxKept of its body.
type recorder struct {
	httpx.StatusRecorder
	body     bytes.Buffer
	overflow bool
}

// Write keeps b while the body kept stays within maxKept, and passes it on.
func (r *recorder) Write(b []byte) (int, error) {
	if !r.overflow {
		if r.body.Len()+len(b) > maxKept {
			r.overflow = true
			r.body.Reset()
		} else {
			r.body.Write(b)
		}
	}
	return r.StatusRecorder.Write(b)
}

// RequestBody is a before for writes whose request says what they do (a reason, a
// message): the JSON body, read and put back for the handler.
func RequestBody(r *http.Request) any {
	if r.Body == nil {
		return nil
	}
	b, err := io.ReadAll(io.LimitReader(r.Body, maxKept+1))
	r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(b), r.Body))
	if err != nil || len(b) > maxKept || !json.Valid(b) {
		return nil
	}
	return json.RawMessage(b)
}
