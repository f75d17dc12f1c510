// Command bytepass is the catalogue benchmark's byte-passing proxy: it listens on
// BYTEPASS_ADDR and gives each client connection a connection of its own to
// BYTEPASS_TARGET, passing the bytes both ways untouched (io.Copy, which splices on
// Linux). It reads no HTTP, keeps no log and adds no header: the cost of any second
// process in the path, against which the BFF's own cost is measured.
package main

import (
	"fmt"
	"io"
	"net"
	"os"
)

func main() {
	ln, err := net.Listen("tcp", os.Getenv("BYTEPASS_ADDR"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "bytepass:", err)
		os.Exit(1)
	}
	target := os.Getenv("BYTEPASS_TARGET")
	for {
		client, err := ln.Accept()
		if err != nil {
			fmt.Fprintln(os.Stderr, "bytepass:", err)
			os.Exit(1)
		}
		go pass(client.(*net.TCPConn), target)
	}
}

// pass copies client's bytes to a new connection to target and the answers back, until
// either side closes.
func pass(client *net.TCPConn, target string) {
	defer client.Close()
	conn, err := net.Dial("tcp", target)
	if err != nil {
		return
	}
	up := conn.(*net.TCPConn)
	defer up.Close()
	done := make(chan struct{})
	go func() {
		_, _ = io.Copy(up, client)
		_ = up.CloseWrite()
		close(done)
	}()
	_, _ = io.Copy(client, up)
	_ = client.CloseWrite()
	<-done
}
