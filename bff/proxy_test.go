package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/logtest"
)

// throughBFF serves a BFF in front of the one service handler h (both shop and admin).
func throughBFF(t *testing.T, h http.Handler) (bffURL string, svc *httptest.Server) {
	t.Helper()
	svc = httptest.NewServer(h)
	t.Cleanup(svc.Close)
	return throughBFFTo(t, svc.URL), svc
}

func throughBFFTo(t *testing.T, serviceURL string) string {
	t.Helper()
	bh, err := newHandler(Config{ShopURL: serviceURL, AdminURL: serviceURL, ShopDist: t.TempDir(), AdminDist: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	bff := httptest.NewServer(bh)
	t.Cleanup(bff.Close)
	return bff.URL
}

// TestBodiesArePassedOnIntact: a body with a length and one sent in chunks reach the
// service byte for byte, and the service's answer reaches the client.
func TestBodiesArePassedOnIntact(t *testing.T) {
	bff, _ := throughBFF(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		sum := sha256.Sum256(b)
		fmt.Fprintf(w, "%s %d %s %d", r.Method, len(b), hex.EncodeToString(sum[:]), r.ContentLength)
	}))
	body := strings.Repeat(`{"naam":"Fenna","bericht":"wandelen in het bos"}`, 2000) // 96 kB
	sum := sha256.Sum256([]byte(body))
	want := fmt.Sprintf("%d %s", len(body), hex.EncodeToString(sum[:]))
	for _, c := range []struct {
		name string
		body io.Reader
		size string
	}{
		{"with a length", strings.NewReader(body), fmt.Sprint(len(body))},
		{"in chunks", io.MultiReader(strings.NewReader(body[:10]), strings.NewReader(body[10:])), "-1"},
	} {
		req, _ := http.NewRequest("POST", bff+"/api/v1/contact", c.body)
		if c.size == "-1" {
			req.ContentLength = -1
		}
		req.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if string(got) != "POST "+want+" "+c.size {
			t.Errorf("%s: the service saw %q, want %q", c.name, got, "POST "+want+" "+c.size)
		}
	}
}

// TestHopByHopHeadersStayOnTheirConnection: the headers that belong to one connection
// (RFC 9110 §7.6.1), and those a Connection header names, are not passed on either way.
func TestHopByHopHeadersStayOnTheirConnection(t *testing.T) {
	bff, _ := throughBFF(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var seen []string
		for _, h := range []string{"X-Geheim", "Keep-Alive", "Te", "Proxy-Authorization", "Upgrade", "X-Gewoon"} {
			if r.Header.Get(h) != "" {
				seen = append(seen, h)
			}
		}
		w.Header().Set("Connection", "X-Intern")
		w.Header().Set("X-Intern", "alleen voor de BFF")
		w.Header().Set("X-Publiek", "ja")
		io.WriteString(w, strings.Join(seen, ","))
	}))
	req, _ := http.NewRequest("GET", bff+"/api/v1/walks", nil)
	req.Header.Set("Connection", "X-Geheim")
	req.Header.Set("X-Geheim", "1")
	req.Header.Set("Keep-Alive", "timeout=5")
	req.Header.Set("Te", "trailers")
	req.Header.Set("Proxy-Authorization", "Basic eDp5")
	req.Header.Set("X-Gewoon", "1")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	seen, _ := io.ReadAll(res.Body)
	if string(seen) != "X-Gewoon" {
		t.Errorf("the service saw %q, want only X-Gewoon", seen)
	}
	if res.Header.Get("X-Intern") != "" || res.Header.Get("X-Publiek") != "ja" {
		t.Errorf("the client saw X-Intern %q, X-Publiek %q", res.Header.Get("X-Intern"), res.Header.Get("X-Publiek"))
	}
}

// countedService is a service answering with h that counts the connections opened to it.
func countedService(t *testing.T, h http.HandlerFunc) (string, *atomic.Int32) {
	t.Helper()
	opened := new(atomic.Int32)
	svc := httptest.NewUnstartedServer(h)
	svc.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			opened.Add(1)
		}
	}
	svc.Start()
	t.Cleanup(svc.Close)
	return svc.URL, opened
}

// TestConnectionsToAServiceAreKept: calls one after another share one connection.
func TestConnectionsToAServiceAreKept(t *testing.T) {
	svcURL, opened := countedService(t, func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "[]") })
	bff := throughBFFTo(t, svcURL)
	for range 50 {
		res, err := http.Get(bff + "/api/v1/walks")
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
	}
	if n := opened.Load(); n != 1 {
		t.Errorf("%d connections to the service for 50 calls one after another, want 1", n)
	}
}

// rawService listens on a loopback port for a test that plays the service over TCP.
func rawService(t *testing.T) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	return ln
}

// TestAConnectionTheServiceClosedIsNotUsed: a service that closes each connection after
// its answer (as one does at its idle timeout or when it restarts) still answers every
// call through the BFF, reads and writes alike.
func TestAConnectionTheServiceClosedIsNotUsed(t *testing.T) {
	ln := rawService(t)
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { // one answer, then the connection is closed without saying so
				defer conn.Close()
				req, err := http.ReadRequest(bufio.NewReader(conn))
				if err != nil {
					return
				}
				io.Copy(io.Discard, req.Body)
				fmt.Fprintf(conn, "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n%s", len(req.Method), req.Method)
			}()
		}
	}()
	bff := throughBFFTo(t, "http://"+ln.Addr().String())
	for i := range 6 {
		method := []string{"GET", "POST"}[i%2]
		req, _ := http.NewRequest(method, bff+"/api/v1/contact", strings.NewReader(`{"a":1}`))
		if method == "GET" {
			req, _ = http.NewRequest(method, bff+"/api/v1/walks", nil)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || string(got) != method {
			t.Fatalf("call %d (%s): %d %q", i, method, res.StatusCode, got)
		}
		time.Sleep(20 * time.Millisecond) // the connection waits idle, as between visitors
	}
}

// TestAClientThatLeavesEndsTheCall: when the client goes away, the BFF lets go of the
// service's connection instead of waiting for the answer nobody reads.
func TestAClientThatLeavesEndsTheCall(t *testing.T) {
	var logged logtest.Buffer
	was := slog.Default()
	slog.SetDefault(slog.New(slog.NewJSONHandler(&logged, nil)))
	t.Cleanup(func() { slog.SetDefault(was) })
	gone := make(chan struct{})
	bff, _ := throughBFF(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
			close(gone)
		case <-time.After(10 * time.Second):
		}
	}))
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", bff+"/api/v1/walks", nil)
	if _, err := http.DefaultClient.Do(req); err == nil {
		t.Fatal("the call answered before the client left")
	}
	select {
	case <-gone:
	case <-time.After(5 * time.Second):
		t.Fatal("the service's call went on after the client left")
	}
	// The client leaving is no failure of a service: logged as a 499, not as a proxy error.
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(logged.String(), `"status":499`) {
		if time.Now().After(deadline) {
			t.Fatalf("no access line with 499:\n%s", logged.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if strings.Contains(logged.String(), `"level":"ERROR"`) {
		t.Errorf("a client leaving was logged as an error:\n%s", logged.String())
	}
}

// TestAServiceOverHTTPS: a service reached over https is verified and answers as over http.
func TestAServiceOverHTTPS(t *testing.T) {
	svc := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, r.Method+" "+r.URL.Path) }))
	t.Cleanup(svc.Close)
	roots := x509.NewCertPool()
	roots.AddCert(svc.Certificate())
	for _, c := range []struct {
		roots *x509.CertPool
		want  int
	}{{roots, 200}, {nil, 502}} { // not signed by a root the BFF trusts: not reached
		bh, err := newHandler(Config{ShopURL: svc.URL, AdminURL: svc.URL, ShopDist: t.TempDir(), AdminDist: t.TempDir(), ServiceRoots: c.roots})
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			rec := get(bh, "GET", "/api/v1/walks")
			if rec.Code != c.want || (c.want == 200 && rec.Body.String() != "GET /api/v1/walks") {
				t.Fatalf("roots %v: %d %q", c.roots != nil, rec.Code, rec.Body)
			}
		}
	}
}

// TestAnAnswerCutOffIsCutOffForTheClientToo: when a service breaks off an answer without
// a length (the export streams), the client's answer breaks off as well instead of
// ending as if it were whole.
func TestAnAnswerCutOffIsCutOffForTheClientToo(t *testing.T) {
	ln := rawService(t)
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		if _, err := http.ReadRequest(bufio.NewReader(conn)); err != nil {
			return
		}
		io.WriteString(conn, "HTTP/1.1 200 OK\r\nContent-Type: application/sql\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n-- pg_dump deel\n\r\n")
	}()
	bff := throughBFFTo(t, "http://"+ln.Addr().String())
	res, err := http.Get(bff + "/api/v1/admin/database/export")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err == nil {
		t.Fatalf("the cut-off answer ended cleanly for the client: %q", body)
	}
	if !strings.HasPrefix(string(body), "-- pg_dump deel") {
		t.Errorf("what the service sent did not arrive: %q", body)
	}
}

// TestACrowdLargerThanTheConnectionsIsServed: more calls at once than the BFF opens
// connections to a service (maxServiceConns) all get their answer, over at most that
// many connections: the rest wait their turn for a connection that comes back.
func TestACrowdLargerThanTheConnectionsIsServed(t *testing.T) {
	svcURL, opened := countedService(t, func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(20 * time.Millisecond)
		io.WriteString(w, "ok")
	})
	bff := throughBFFTo(t, svcURL)
	client := &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 1000}}
	t.Cleanup(client.CloseIdleConnections)
	const crowd = 3 * maxServiceConns
	var answered atomic.Int32
	var wg sync.WaitGroup
	for range crowd {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := client.Post(bff+"/api/v1/bookings", "application/json", strings.NewReader(`{}`))
			if err != nil {
				return
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode == 200 && string(body) == "ok" {
				answered.Add(1)
			}
		}()
	}
	wg.Wait()
	if n := answered.Load(); n != crowd {
		t.Errorf("%d of %d calls answered", n, crowd)
	}
	if n := opened.Load(); n > maxServiceConns {
		t.Errorf("%d connections to the service, want at most %d", n, maxServiceConns)
	}
}

// TestEveryWayAnAnswerIsFramedIsPassedOn: each way HTTP/1.1 frames a service's answer
// reaches the client whole, and the connection stays usable after it: an interim 103
// before the answer (read past: the final answer carries the BFF's headers, not the
// 103's), a HEAD answer's length without a body, a 304, a chunked body with a trailer, an
// HTTP/1.0 answer that ends with the connection; a malformed answer is the Dutch 502.
func TestEveryWayAnAnswerIsFramedIsPassedOn(t *testing.T) {
	answers := map[string]string{
		"/api/v1/walks/interim":   "HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\nX-Publiek: ja\r\n\r\nok",
		"/api/v1/walks/head":      "HTTP/1.1 200 OK\r\nContent-Length: 99\r\nContent-Type: application/json\r\n\r\n",
		"/api/v1/walks/unchanged": "HTTP/1.1 304 Not Modified\r\nEtag: \"v1\"\r\n\r\n",
		"/api/v1/walks/chunked":   "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTrailer: X-Som\r\n\r\n5\r\nhallo\r\n7\r\n, bos!\n\r\n0\r\nX-Som: 12\r\n\r\n",
		"/api/v1/walks/length":    "HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nlaat",
		"/api/v1/walks/old":       "HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\ntot het einde",
		"/api/v1/walks/broken":    "HTTP/1.1 2x0 OK\r\n\r\n",
	}
	ln := rawService(t)
	var opened atomic.Int32
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			opened.Add(1)
			go func() {
				defer conn.Close()
				br := bufio.NewReader(conn)
				for {
					req, err := http.ReadRequest(br)
					if err != nil {
						return
					}
					io.WriteString(conn, answers[req.URL.Path])
					if strings.HasPrefix(answers[req.URL.Path], "HTTP/1.0") {
						return // its body ends with the connection
					}
				}
			}()
		}
	}()
	bff := throughBFFTo(t, "http://"+ln.Addr().String())
	call := func(method, name string) (*http.Response, string) {
		t.Helper()
		req, _ := http.NewRequest(method, bff+"/api/v1/walks/"+name, nil)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, name, err)
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatalf("%s %s: reading the answer: %v", method, name, err)
		}
		return res, string(b)
	}
	// expect calls name and checks the answer's status and body.
	expect := func(method, name string, status int, body, what string) *http.Response {
		t.Helper()
		res, got := call(method, name)
		if res.StatusCode != status || got != body {
			t.Errorf("%s: %d %q, want %d %q", what, res.StatusCode, got, status, body)
		}
		return res
	}
	if res, body := call("GET", "interim"); res.StatusCode != 200 || body != "ok" || res.Header.Get("X-Publiek") != "ja" || res.Header.Get("Link") != "" {
		t.Errorf("after a 103: %d %q, X-Publiek %q, Link %q", res.StatusCode, body, res.Header.Get("X-Publiek"), res.Header.Get("Link"))
	} else if res.Header.Get("X-Request-Id") == "" || res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("after a 103, the BFF's own headers are gone: %v", res.Header)
	}
	if res := expect("HEAD", "head", 200, "", "HEAD"); res.ContentLength != 99 {
		t.Errorf("HEAD: length %d, want 99", res.ContentLength)
	}
	if res := expect("GET", "unchanged", 304, "", "304"); res.Header.Get("Etag") != `"v1"` {
		t.Errorf("304: Etag %q", res.Header.Get("Etag"))
	}
	expect("GET", "chunked", 200, "hallo, bos!\n", "chunked")
	expect("GET", "length", 200, "laat", "after the chunked answer, on the same connection")
	if n := opened.Load(); n != 1 {
		t.Errorf("%d connections for five answers one after another, want 1", n)
	}
	expect("GET", "old", 200, "tot het einde", "HTTP/1.0 until the end")
	expect("GET", "length", 200, "laat", "after the HTTP/1.0 answer")
	if n := opened.Load(); n != 2 {
		t.Errorf("%d connections, want 2: the HTTP/1.0 answer's connection is not used again", n)
	}
	if res, body := call("GET", "broken"); res.StatusCode != http.StatusBadGateway || !strings.Contains(body, "niet bereikbaar") {
		t.Errorf("a malformed answer: %d %q", res.StatusCode, body)
	}
}

// jsonMessage reads a JSON error answer's message, failing the test when the answer is
// not one.
func jsonMessage(t *testing.T, res *http.Response) string {
	t.Helper()
	var body struct {
		Message string `json:"message"`
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("Content-Type %q, want JSON", ct)
	}
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil {
		t.Errorf("the answer is no JSON error: %v", err)
	}
	return body.Message
}

// TestAnOversizedBodyIsA413: a body beyond maxRequestBody is refused with a Dutch 413 in
// the services' error shape, not passed on: announced by its length it is refused before
// the service is called (a service refusing it itself closes the connection under the
// BFF, which was a 502 "broken pipe"); sent in chunks it is cut off at the bound.
func TestAnOversizedBodyIsA413(t *testing.T) {
	var calls atomic.Int32
	bff, _ := throughBFF(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		if r.URL.Path == "/api/v1/contact" { // as the services read a JSON body
			var v map[string]any
			if err := httpx.Decode(w, r, &v); err != nil {
				httpx.Error(w, r, err)
				return
			}
		}
		n, err := io.Copy(io.Discard, r.Body)
		fmt.Fprintf(w, "%d %v", n, err)
	}))
	post := func(path string, body io.Reader, size int64) *http.Response {
		t.Helper()
		req, _ := http.NewRequest("POST", bff+path, body)
		req.ContentLength = size
		req.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("POST %s, %d bytes: %v", path, size, err)
		}
		t.Cleanup(func() { res.Body.Close() })
		return res
	}
	const big = 20 << 20
	bigJSON := `{"bericht":"` + strings.Repeat("x", big) + `"}`
	if res := post("/api/v1/contact", strings.NewReader(bigJSON), int64(len(bigJSON))); res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("20 MB with its length: %d, want 413", res.StatusCode)
	} else if msg := jsonMessage(t, res); msg != "Het verzoek is te groot." {
		t.Errorf("20 MB with its length: message %q", msg)
	}
	if n := calls.Load(); n != 0 {
		t.Errorf("the service was called %d times for a body announced too large", n)
	}
	if res := post("/api/v1/bookings", io.LimitReader(zeros{}, big), -1); res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("20 MB in chunks: %d, want 413", res.StatusCode)
	} else if msg := jsonMessage(t, res); msg != "Het verzoek is te groot." {
		t.Errorf("20 MB in chunks: message %q", msg)
	}
	// The bound itself passes, whole; one byte more does not.
	res := post("/api/v1/bookings", io.LimitReader(zeros{}, maxRequestBody), maxRequestBody)
	if got, _ := io.ReadAll(res.Body); res.StatusCode != 200 || string(got) != fmt.Sprintf("%d <nil>", maxRequestBody) {
		t.Errorf("exactly %d bytes: %d %q", maxRequestBody, res.StatusCode, got)
	}
	for _, size := range []int64{maxRequestBody + 1, -1} {
		if res := post("/api/v1/bookings", io.LimitReader(zeros{}, maxRequestBody+1), size); res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("%d bytes (length %d): %d, want 413", maxRequestBody+1, size, res.StatusCode)
		}
	}
}

// zeros is an endless body.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestAMalformedBodyIsA400: a body that breaks HTTP's framing (a chunk size that is no
// number, fewer bytes than its Content-Length) is the client's fault: a Dutch 400 in the
// services' error shape, not the 502 of a service that failed.
func TestAMalformedBodyIsA400(t *testing.T) {
	bff, _ := throughBFF(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, err := io.Copy(io.Discard, r.Body)
		fmt.Fprintf(w, "%d %v", n, err)
	}))
	addr := strings.TrimPrefix(bff, "http://")
	for name, raw := range map[string]string{
		"bad chunk size":          "POST /api/v1/bookings HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhallo\r\nzz\r\nbos\r\n0\r\n\r\n",
		"shorter than its length": "POST /api/v1/bookings HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"qty\":1}",
	} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		conn.SetDeadline(time.Now().Add(10 * time.Second))
		if _, err := io.WriteString(conn, raw); err != nil {
			t.Fatal(err)
		}
		conn.(*net.TCPConn).CloseWrite() // the body ends here
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if res.StatusCode != http.StatusBadRequest {
			b, _ := io.ReadAll(res.Body)
			t.Errorf("%s: %d %q, want 400", name, res.StatusCode, b)
			continue
		}
		if msg := jsonMessage(t, res); msg != "Het verzoek kon niet worden gelezen." {
			t.Errorf("%s: message %q", name, msg)
		}
	}
}
