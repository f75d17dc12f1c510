package mail

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"
)

// Content is the data of one kind of mail; Template names its templates, so that
// templates/<language>/<name>.txt holds the subject and text body and
// templates/<language>/<name>.html the HTML body.
type Content interface {
	Template() string
}

// Attacher is content that carries files along, such as a walk as .ics.
type Attacher interface {
	Attachments(now time.Time) []Attachment
}

// registry maps each template name to the content type that fills it.
var registry = struct {
	sync.RWMutex
	decode map[string]func([]byte) (Content, error)
}{decode: map[string]func([]byte) (Content, error){}}

// Register makes T the content of the template T names, so that a queued mail of that
// template decodes back into a T. The package that sends a kind of mail registers it
// in its init; registering one template twice panics.
func Register[T Content]() {
	var zero T
	name := zero.Template()
	registry.Lock()
	defer registry.Unlock()
	if _, ok := registry.decode[name]; ok {
		panic(fmt.Sprintf("mail: template %q registered twice", name))
	}
	registry.decode[name] = func(data []byte) (Content, error) {
		var c T
		if err := json.Unmarshal(data, &c); err != nil {
			return nil, err
		}
		return c, nil
	}
}

// Registered names the templates content is registered for, sorted.
func Registered() []string {
	registry.RLock()
	defer registry.RUnlock()
	return slices.Sorted(maps.Keys(registry.decode))
}

// Decode turns the JSON of a mail's content back into the type registered for template.
func Decode(template string, data []byte) (Content, error) {
	registry.RLock()
	decode, ok := registry.decode[template]
	registry.RUnlock()
	if !ok {
		return nil, fmt.Errorf("unknown mail template %q", template)
	}
	c, err := decode(data)
	if err != nil {
		return nil, fmt.Errorf("decode %s mail: %w", template, err)
	}
	return c, nil
}
