package api

import (
	"context"
	"errors"
	"net/http"

	"github.com/gorilla/mux"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/jobs"
)

// JobRunner does a periodic job's work at once (jobs.Queue).
type JobRunner interface {
	RunNow(ctx context.Context, kind string) error
}

// jobRunJSON is a periodic job run at once.
type jobRunJSON struct {
	Job    string `json:"job"`
	Status string `json:"status"`
}

type devJobHandlers struct{ runner JobRunner }

// run answers POST /dev/jobs/{name}/run (development only): the periodic job named runs
// now and the answer waits for it, so nobody trying the shop waits for 09:00.
func (h devJobHandlers) run(w http.ResponseWriter, r *http.Request) {
	name := mux.Vars(r)["name"]
	err := h.runner.RunNow(r.Context(), name)
	if errors.Is(err, jobs.ErrUnknownJob) {
		err = errs.New(errs.NotFound, "unknown_job", "Onbekende taak: %s", name)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, jobRunJSON{Job: name, Status: "done"})
}
