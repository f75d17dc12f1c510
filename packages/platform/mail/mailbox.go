package mail

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Mailbox is the development mailbox: every mail becomes one JSON file in a directory,
// listed by the shop at /dev/mail.
type Mailbox struct {
	dir string
	now func() time.Time
}

// NewMailbox returns the mailbox in dir, created on the first mail; now stamps each mail.
func NewMailbox(dir string, now func() time.Time) *Mailbox { return &Mailbox{dir: dir, now: now} }

// Delivered is a mail in the development mailbox.
type Delivered struct {
	ID          string           `json:"id"`
	To          string           `json:"to"`
	ReplyTo     string           `json:"replyTo,omitempty"`
	Subject     string           `json:"subject"`
	Text        string           `json:"text"`
	HTML        string           `json:"html"`
	Attachments []AttachmentInfo `json:"attachments"`
	SentAt      time.Time        `json:"sentAt"`
}

// AttachmentInfo describes an attachment without its content.
type AttachmentInfo struct {
	Filename    string `json:"filename"`
	ContentType string `json:"contentType"`
}

// storedAttachment is an attachment as the mailbox file keeps it, content included.
type storedAttachment struct {
	AttachmentInfo
	Data []byte `json:"data"`
}

// Send writes m to the mailbox; a reader never sees a half-written file.
func (b *Mailbox) Send(_ context.Context, m Message) error {
	if err := os.MkdirAll(b.dir, 0o755); err != nil {
		return fmt.Errorf("create mailbox %s: %w", b.dir, err)
	}
	now := b.now().UTC()
	suffix := make([]byte, 4)
	_, _ = rand.Read(suffix)
	id := fmt.Sprintf("%s-%s", now.Format("20060102T150405.000000000Z"), hex.EncodeToString(suffix))
	stored := struct {
		Delivered
		Attachments []storedAttachment `json:"attachments"`
	}{Delivered: Delivered{ID: id, To: m.To, ReplyTo: m.ReplyTo, Subject: m.Subject, Text: m.Text, HTML: m.HTML, SentAt: now},
		Attachments: []storedAttachment{}}
	for _, a := range m.Attachments {
		stored.Attachments = append(stored.Attachments, storedAttachment{AttachmentInfo{a.Filename, a.ContentType}, a.Data})
	}
	body, err := json.MarshalIndent(stored, "", "  ")
	if err != nil {
		return fmt.Errorf("encode mail: %w", err)
	}
	tmp, err := os.CreateTemp(b.dir, ".writing-*")
	if err != nil {
		return fmt.Errorf("write mail: %w", err)
	}
	defer os.Remove(tmp.Name()) //nolint:errcheck // gone after the rename
	if _, err := tmp.Write(body); err != nil {
		tmp.Close()
		return fmt.Errorf("write mail: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write mail: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(b.dir, id+".json")); err != nil {
		return fmt.Errorf("store mail: %w", err)
	}
	return nil
}

// List returns every mail in the mailbox, newest first; an absent directory is an empty mailbox.
func (b *Mailbox) List() ([]Delivered, error) {
	entries, err := os.ReadDir(b.dir)
	if errors.Is(err, fs.ErrNotExist) {
		return []Delivered{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read mailbox %s: %w", b.dir, err)
	}
	mails := []Delivered{}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		body, err := os.ReadFile(filepath.Join(b.dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("read mail %s: %w", e.Name(), err)
		}
		var d Delivered
		if err := json.Unmarshal(body, &d); err != nil {
			return nil, fmt.Errorf("decode mail %s: %w", e.Name(), err)
		}
		if d.Attachments == nil {
			d.Attachments = []AttachmentInfo{}
		}
		mails = append(mails, d)
	}
	sort.Slice(mails, func(i, j int) bool {
		if !mails[i].SentAt.Equal(mails[j].SentAt) {
			return mails[i].SentAt.After(mails[j].SentAt)
		}
		return mails[i].ID > mails[j].ID
	})
	return mails, nil
}
