package sandbox

import "net/http"

// The fault modes of SetFault.
const (
	FaultNone = ""     // answer normally
	Fault500  = "500"  // every /v2 call answers 500 with an error body
	FaultHang = "hang" // every /v2 call blocks until its client gives up
)

// ValidFault tells whether mode is one of FaultNone, Fault500 and FaultHang.
func ValidFault(mode string) bool {
	return mode == FaultNone || mode == Fault500 || mode == FaultHang
}

// SetFault switches the API's fault mode: FaultNone, Fault500 or FaultHang. An unknown
// mode is logged and ignored. The checkout page and control calls are never affected.
func (s *Sandbox) SetFault(mode string) {
	if !ValidFault(mode) {
		s.log.Error("unknown fault mode ignored", "mode", mode)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fault == mode {
		return
	}
	s.fault = mode
	close(s.faultChanged)
	s.faultChanged = make(chan struct{})
	s.log.Info("fault mode", "mode", mode)
}

// Fault returns the current fault mode.
func (s *Sandbox) Fault() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.fault
}

// faulted applies the fault switch to an API call whose body is read: with Fault500 it
// answers 500; with FaultHang it holds the call until its client gives up, the sandbox
// closes or the switch moves. It reports whether it answered (or the client left).
func (s *Sandbox) faulted(w http.ResponseWriter, r *http.Request) bool {
	for {
		s.mu.Lock()
		fault, changed := s.fault, s.faultChanged
		s.mu.Unlock()
		switch fault {
		case Fault500:
			writeError(w, http.StatusInternalServerError, "The sandbox's fault switch is set to 500: every API call fails.", "")
			return true
		case FaultHang:
		default:
			return false
		}
		// The body is read already, so the server notices a client that left.
		select {
		case <-r.Context().Done():
			return true
		case <-s.ctx.Done():
			writeError(w, http.StatusServiceUnavailable, "The sandbox is shutting down.", "")
			return true
		case <-changed:
		}
	}
}
