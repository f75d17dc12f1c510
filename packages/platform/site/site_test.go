package site

import (
	"strings"
	"testing"
)

func TestFactsAreComplete(t *testing.T) {
	c := Facts()
	if c.Email == "" || c.Phone == "" || !strings.HasPrefix(c.PhoneHref, "tel:+31") {
		t.Fatalf("contact facts incomplete: %+v", c)
	}
	if len(c.Organisers) != 2 {
		t.Fatalf("%d organisers, want 2", len(c.Organisers))
	}
	for _, o := range c.Organisers {
		if o.Name == "" || !strings.HasPrefix(o.URL, "https://") || o.VideoID == "" {
			t.Errorf("organiser incomplete: %+v", o)
		}
	}
}
