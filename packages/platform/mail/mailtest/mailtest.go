// Package mailtest helps tests of mail: a real SMTP server (emersion/go-smtp) that
// receives what the shop sends and fails or goes away on command, and the checks every
// rendered mail passes.
package mailtest

import (
	"errors"
	"io"
	"mime"
	"net"
	"net/mail"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
)

// Received is one message the server accepted.
type Received struct {
	From string
	To   []string
	Data []byte
}

// Header returns a header of the message, decoded as a mail reader sees it.
func (r Received) Header(key string) string {
	msg, err := mail.ReadMessage(strings.NewReader(string(r.Data)))
	if err != nil {
		return ""
	}
	v := msg.Header.Get(key)
	if dec, err := new(mime.WordDecoder).DecodeHeader(v); err == nil {
		return dec
	}
	return v
}

// Server is an SMTP server on 127.0.0.1 that keeps every message it accepts.
type Server struct {
	t       testing.TB
	addr    string
	failing atomic.Bool

	mu       sync.Mutex
	srv      *smtp.Server
	received []Received
}

// Start runs a server on a free port until the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen for smtp: %v", err)
	}
	s := &Server{t: t, addr: ln.Addr().String()}
	s.serve(ln)
	t.Cleanup(s.Stop)
	return s
}

// URL is the server's SMTP_URL.
func (s *Server) URL() string { return "smtp://" + s.addr }

// Addr is the server's host:port.
func (s *Server) Addr() string { return s.addr }

func (s *Server) serve(ln net.Listener) {
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) {
		return &session{server: s}, nil
	}))
	srv.Domain = "localhost"
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	s.mu.Lock()
	s.srv = srv
	s.mu.Unlock()
	go func() { _ = srv.Serve(ln) }()
}

// Stop takes the server down: connections are refused until Restart.
func (s *Server) Stop() {
	s.mu.Lock()
	srv := s.srv
	s.srv = nil
	s.mu.Unlock()
	if srv != nil {
		_ = srv.Close()
	}
}

// Restart brings a stopped server back on the same address.
func (s *Server) Restart() {
	s.t.Helper()
	var ln net.Listener
	var err error
	for range 50 { // the old socket may linger for a moment
		if ln, err = net.Listen("tcp", s.addr); err == nil {
			s.serve(ln)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	s.t.Fatalf("listen again on %s: %v", s.addr, err)
}

// Fail makes the server answer every message with a temporary 451 error while on is true.
func (s *Server) Fail(on bool) { s.failing.Store(on) }

// Messages returns what the server accepted so far.
func (s *Server) Messages() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.received...)
}

// session is one SMTP conversation; it records the envelope and keeps the message.
type session struct {
	server *Server
	from   string
	to     []string
}

// Mail refuses the sender with 451 while the server fails.
func (ss *session) Mail(from string, _ *smtp.MailOptions) error {
	if ss.server.failing.Load() {
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
	}
	ss.from = from
	return nil
}

// Rcpt accepts every recipient.
func (ss *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	ss.to = append(ss.to, to)
	return nil
}

// Data keeps the message.
func (ss *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if ss.from == "" || len(ss.to) == 0 {
		return errors.New("data without envelope")
	}
	ss.server.mu.Lock()
	ss.server.received = append(ss.server.received, Received{From: ss.from, To: ss.to, Data: data})
	ss.server.mu.Unlock()
	return nil
}

// Reset forgets the envelope.
func (ss *session) Reset() { ss.from, ss.to = "", nil }

// Logout ends the session.
func (ss *session) Logout() error { return nil }
