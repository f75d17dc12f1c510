package request

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
)

// Request statuses: a request arrives NEW and the organisers move it along.
const (
	New        = "NEW"
	InProgress = "IN_PROGRESS"
	Completed  = "COMPLETED"
	Cancelled  = "CANCELLED"
)

// Errors shown as they are.
var (
	ErrNotFound      = errs.New(errs.NotFound, "request_not_found", "Aanvraag niet gevonden")
	ErrNotAllowed    = errs.New(errs.Conflict, "status_not_allowed", "Deze statuswijziging is niet toegestaan")
	ErrUnknownStatus = &errs.Error{Kind: errs.Invalid, Code: "unknown_status", Message: "Onbekende status", Fields: map[string]string{"status": "Kies In behandeling, Afgehandeld of Geannuleerd"}}
)

// Feest requests move NEW → IN_PROGRESS when read, and to COMPLETED when replied to.
var (
	feestReadFrom    = []string{New}
	feestRepliedFrom = []string{New, InProgress, Cancelled}
)

// customWalkFrom lists, per target status, the statuses a custom-walk request may come
// from: NEW → IN_PROGRESS → COMPLETED, and CANCELLED from any status but CANCELLED.
var customWalkFrom = map[string][]string{
	InProgress: {New},
	Completed:  {InProgress},
	Cancelled:  {New, InProgress, Completed},
}

// Accepted moves the custom-walk or feest request id to its accepted status, COMPLETED,
// inside tx: the customer accepted and paid its quote. A cancelled request stays so.
func Accepted(ctx context.Context, tx bun.Tx, kind RequestKind, id string, now time.Time) error {
	t, ok := map[RequestKind]table{CustomWalkRequest: customWalkTable, FeestRequest: feestTable}[kind]
	if !ok {
		return fmt.Errorf("no request of kind %q is accepted by a quote", kind)
	}
	return store{}.accept(ctx, tx, t, id, now)
}

// LanguageOf answers the language of the custom-walk or feest request id, read in db;
// found is false when kind names no such request or none has id.
func LanguageOf(ctx context.Context, db bun.IDB, kind RequestKind, id string) (language string, found bool, err error) {
	t, ok := map[RequestKind]table{CustomWalkRequest: customWalkTable, FeestRequest: feestTable}[kind]
	if !ok {
		return "", false, nil
	}
	return store{}.languageOf(ctx, db, t, id)
}
