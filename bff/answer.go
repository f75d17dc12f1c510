package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httputil"
	"net/textproto"
	"strconv"

	"wandelwijs.nl/platform/httpx"
)

// answer is a service's answer as the forwarder reads it: the head parsed straight from
// the connection's buffer, and the body left on the connection for copyBody.
type answer struct {
	status int
	// length is the body's length; -1 when the body is chunked or ends with the connection.
	length  int64
	chunked bool
	// close: the connection carries no further call (the service said so, or the body
	// ends with the connection).
	close bool
	// fields are the head's header lines, reused from call to call on one connection.
	fields []field
}

// field is one header line: its canonical name and its value.
type field struct{ name, value string }

var errBadAnswer = errors.New("malformed answer from the service")

// readAnswer reads the head of the answer to r from c: the status line (after any 1xx
// interim answers) and the header lines, checking how the body is framed.
func readAnswer(c *upConn, r *http.Request) (*answer, error) {
	a := &c.answer
	for {
		*a = answer{fields: a.fields[:0], length: -1}
		line, err := c.r.ReadSlice('\n')
		if err != nil {
			return nil, err
		}
		proto, status, ok := parseStatusLine(line)
		if !ok {
			return nil, fmt.Errorf("%w: status line %q", errBadAnswer, trimEOL(line))
		}
		a.status = status
		a.close = proto == "HTTP/1.0"
		var connection []string
		for {
			line, err := c.r.ReadSlice('\n')
			if err != nil {
				return nil, err
			}
			line = trimEOL(line)
			if len(line) == 0 {
				break
			}
			k, v, ok := bytes.Cut(line, []byte{':'})
			if !ok || len(k) == 0 || line[0] == ' ' || line[0] == '\t' {
				return nil, fmt.Errorf("%w: header line %q", errBadAnswer, line)
			}
			name := canonicalName(k)
			v = bytes.TrimSpace(v)
			switch name {
			case "Content-Length":
				n, err := strconv.ParseInt(string(v), 10, 64)
				if err != nil || n < 0 || (a.length >= 0 && a.length != n) {
					return nil, fmt.Errorf("%w: Content-Length %q", errBadAnswer, v)
				}
				a.length = n
			case "Transfer-Encoding":
				if !bytes.EqualFold(v, []byte("chunked")) {
					return nil, fmt.Errorf("%w: Transfer-Encoding %q", errBadAnswer, v)
				}
				a.chunked = true
			case "Connection":
				value := string(v)
				connection = append(connection, value)
				if hasToken(value, "close") {
					a.close = true
				} else if proto == "HTTP/1.0" && hasToken(value, "keep-alive") {
					a.close = false
				}
			}
			if hopHeaders[name] || name == httpx.RequestIDHeader {
				continue
			}
			a.fields = append(a.fields, field{name, string(v)})
		}
		if a.status >= 100 && a.status < 200 && a.status != http.StatusSwitchingProtocols {
			continue // an interim answer: the final one follows
		}
		if a.status == http.StatusSwitchingProtocols {
			return nil, fmt.Errorf("%w: the service switched protocols", errBadAnswer)
		}
		if len(connection) > 0 {
			a.fields = dropNamed(a.fields, connection)
		}
		switch {
		case r.Method == http.MethodHead || a.status == http.StatusNoContent || a.status == http.StatusNotModified:
			a.length, a.chunked = 0, false
		case a.chunked:
			a.length = -1
		case a.length < 0:
			a.close = true // the body ends with the connection
		}
		return a, nil
	}
}

// parseStatusLine reads "HTTP/1.1 200 OK".
func parseStatusLine(line []byte) (proto string, status int, ok bool) {
	line = trimEOL(line)
	switch {
	case bytes.HasPrefix(line, []byte("HTTP/1.1 ")):
		proto = "HTTP/1.1"
	case bytes.HasPrefix(line, []byte("HTTP/1.0 ")):
		proto = "HTTP/1.0"
	default:
		return "", 0, false
	}
	code := line[len("HTTP/1.1 "):]
	if len(code) < 3 || (len(code) > 3 && code[3] != ' ') {
		return "", 0, false
	}
	status = 0
	for _, b := range code[:3] {
		if b < '0' || b > '9' {
			return "", 0, false
		}
		status = status*10 + int(b-'0')
	}
	return proto, status, status >= 100
}

func trimEOL(line []byte) []byte {
	line = bytes.TrimSuffix(line, []byte{'\n'})
	return bytes.TrimSuffix(line, []byte{'\r'})
}

// knownNames are the header names services answer with, canonical, so that reading one
// costs a map lookup instead of a new string.
var knownNames = func() map[string]string {
	m := map[string]string{}
	for _, n := range []string{"Content-Type", "Content-Length", "Content-Encoding", "Content-Disposition", "Date",
		"Cache-Control", "Etag", "Last-Modified", "Vary", "Location", "Set-Cookie", "Connection", "Keep-Alive",
		"Transfer-Encoding", "Trailer", "Retry-After", "Www-Authenticate", "X-Content-Type-Options", httpx.RequestIDHeader} {
		m[n] = n
		m[http.CanonicalHeaderKey(n)] = n
	}
	return m
}()

// canonicalName is k's canonical header name.
func canonicalName(k []byte) string {
	if n, ok := knownNames[string(k)]; ok { // no allocation: the compiler looks up by the bytes
		return n
	}
	return textproto.CanonicalMIMEHeaderKey(string(k))
}

// dropNamed removes the fields a Connection header names: they belong to that
// connection only.
func dropNamed(fields []field, connection []string) []field {
	kept := fields[:0]
	for _, f := range fields {
		if !listsToken(connection, f.name) {
			kept = append(kept, f)
		}
	}
	return kept
}

// copyBody passes the answer's body from c on to w: in one go when its length is known,
// and flushed as it comes when it is not (the database export streams).
func copyBody(w http.ResponseWriter, c *upConn, a *answer) error {
	buf := bufferPool.Get().(*[]byte)
	defer bufferPool.Put(buf)
	switch {
	case a.length >= 0:
		body := io.LimitedReader{R: c.r, N: a.length}
		n, err := io.CopyBuffer(w, &body, *buf)
		if err == nil && n < a.length {
			err = io.ErrUnexpectedEOF
		}
		return err
	case a.chunked:
		if err := stream(w, httputil.NewChunkedReader(c.r), *buf); err != nil {
			return err
		}
		return skipTrailer(c)
	default:
		return stream(w, c.r, *buf)
	}
}

// stream copies body to w, flushing each piece as it comes.
func stream(w http.ResponseWriter, body io.Reader, buf []byte) error {
	rc := http.NewResponseController(w)
	for {
		n, err := body.Read(buf)
		if n > 0 {
			if _, werr := w.Write(buf[:n]); werr != nil {
				return werr
			}
			_ = rc.Flush()
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// skipTrailer reads the lines after a chunked body's last chunk, up to the empty one.
func skipTrailer(c *upConn) error {
	for {
		line, err := c.r.ReadSlice('\n')
		if err != nil {
			return err
		}
		if len(trimEOL(line)) == 0 {
			return nil
		}
	}
}
