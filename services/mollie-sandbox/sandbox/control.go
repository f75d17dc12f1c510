package sandbox

import (
	"encoding/json"
	"mime"
	"net/http"
)

// faultBody is the fault switch's request and answer.
type faultBody struct {
	Mode string `json:"mode"`
}

func (s *Sandbox) getFault(w http.ResponseWriter, r *http.Request) {
	writeControl(w, http.StatusOK, faultBody{Mode: s.Fault()})
}

// postFault sets the fault mode from a form field or a JSON body named mode.
func (s *Sandbox) postFault(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBody)
	var in faultBody
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt == "application/json" {
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
			writeControlError(w, "body must be JSON like {\"mode\":\"500\"}")
			return
		}
	} else {
		if err := r.ParseForm(); err != nil {
			writeControlError(w, "body must be a form with a mode field")
			return
		}
		in.Mode = r.PostForm.Get("mode")
	}
	if !ValidFault(in.Mode) {
		writeControlError(w, `mode must be "", "500" or "hang"`)
		return
	}
	s.SetFault(in.Mode)
	writeControl(w, http.StatusOK, faultBody{Mode: in.Mode})
}

func writeControl(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// writeControlError answers a control call that cannot be done with 400 and why.
func writeControlError(w http.ResponseWriter, msg string) {
	writeControl(w, http.StatusBadRequest, map[string]string{"error": msg})
}

// postRefundStatus ends a pending refund: form field status = failed, canceled or refunded.
func (s *Sandbox) postRefundStatus(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBody)
	if err := r.ParseForm(); err != nil {
		writeControlError(w, "body must be a form with a status field")
		return
	}
	if err := s.SetRefundStatus(r.PathValue("id"), r.PostForm.Get("status")); err != nil {
		writeControlError(w, err.Error())
		return
	}
	writeControl(w, http.StatusOK, map[string]string{"status": r.PostForm.Get("status")})
}
