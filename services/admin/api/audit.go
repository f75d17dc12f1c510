package api

import (
	"encoding/json"
	"net/http"
	"time"

	"wandelwijs.nl/platform/audit"
	"wandelwijs.nl/platform/paging"
)

// auditEntryJSON is one line of the back office's log.
type auditEntryJSON struct {
	ID         int64           `json:"id"`
	At         time.Time       `json:"at"`
	ActorEmail string          `json:"actorEmail"`
	Action     string          `json:"action"`
	SubjectID  string          `json:"subjectId"`
	Before     json.RawMessage `json:"before"`
	After      json.RawMessage `json:"after"`
	// SubjectPerson is who the write was about, looked up now ("verwijderd" when gone).
	SubjectPerson string `json:"subjectPerson"`
	// SubjectWalk is the walk the write was about (a booking's walk for a booking's);
	// its id is empty once the walk is deleted; nil for a write about no walk.
	SubjectWalk *auditWalkJSON `json:"subjectWalk"`
}

// auditWalkJSON names a walk in the log.
type auditWalkJSON struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

func toAuditEntryJSON(e audit.Entry) auditEntryJSON {
	return auditEntryJSON{ID: e.ID, At: e.At.UTC(), ActorEmail: e.ActorEmail, Action: e.Action, SubjectID: e.SubjectID,
		Before: orNull(e.Before), After: orNull(e.After), SubjectPerson: e.SubjectPerson, SubjectWalk: auditWalk(e)}
}

func auditWalk(e audit.Entry) *auditWalkJSON {
	if e.SubjectWalkTitle == "" {
		return nil
	}
	return &auditWalkJSON{ID: e.SubjectWalkID, Title: e.SubjectWalkTitle}
}

func orNull(b json.RawMessage) json.RawMessage {
	if len(b) == 0 {
		return json.RawMessage("null")
	}
	return b
}

type auditHandlers struct{ log audit.Log }

// list answers GET /admin/audit: the log, newest first, filtered by actor and action.
func (h auditHandlers) list(w http.ResponseWriter, r *http.Request) {
	list(w, r, "audit", func(p paging.Page) ([]audit.Entry, int, error) { return h.log.List(r.Context(), p) }, toAuditEntryJSON)
}
