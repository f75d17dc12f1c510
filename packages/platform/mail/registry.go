package mail

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"net/mail"
	"reflect"
	"slices"
	"sync"
	"time"
)

// Content is the data of one kind of mail; Template names its templates in the files
// it is registered with (Register): mails/<language>/<name>.txt holds the subject and
// text body, mails/<language>/<name>.html the HTML body.
type Content interface {
	Template() string
}

// Attacher is content that carries files along, such as a walk as .ics.
type Attacher interface {
	Attachments(now time.Time) []Attachment
}

// registration is one call of Register: the files of some mails' templates and the
// templates it registered.
type registration struct {
	files fs.FS
	names []string
}

// registry maps each template name to the content type that fills it, and keeps the
// files each template is in.
var registry = struct {
	sync.RWMutex
	types         map[string]reflect.Type
	registrations []registration
}{types: map[string]reflect.Type{}}

// Register makes the type of each content the content of the template it names, so
// that a queued mail of that template decodes back into that type (as gob.Register
// does for gob), and files the one place of those templates (mails/<language>/ in it).
// The package that sends some kinds of mail embeds their templates (//go:embed mails)
// and registers them with their contents in its init, in one call; what several of them
// use they define in mails/<language>/shared.txt and .html. Registering one template
// twice, or one called shared, panics.
func Register(files fs.FS, contents ...Content) {
	registry.Lock()
	defer registry.Unlock()
	names := make([]string, 0, len(contents))
	for _, c := range contents {
		name := c.Template()
		if _, ok := registry.types[name]; ok || slices.Contains(names, name) {
			panic(fmt.Sprintf("mail: template %q registered twice", name))
		}
		if name == shared {
			panic(fmt.Sprintf("mail: template %q names the definitions the mails registered together share", name))
		}
		names = append(names, name)
	}
	for i, c := range contents {
		registry.types[names[i]] = reflect.TypeOf(c)
	}
	registry.registrations = append(registry.registrations, registration{files: files, names: names})
}

// Registered names the templates content is registered for, sorted.
func Registered() []string {
	registry.RLock()
	defer registry.RUnlock()
	return slices.Sorted(maps.Keys(registry.types))
}

// spoken tells whether the content registered for template names its reader's language
// and is no organisers' mail: a mail to a customer, written in every language.
func spoken(template string) bool {
	registry.RLock()
	defer registry.RUnlock()
	t, ok := registry.types[template]
	return ok && t != nil && t.Implements(reflect.TypeFor[Spoken]()) && !t.Implements(reflect.TypeFor[ForOrganisers]())
}

// Encode is content as a mail queued to the address to carries it, JSON. It refuses a
// recipient that is no mail address and content that does not decode back (Decode) into
// the type registered for its template: no worker could send either.
func Encode(to string, c Content) ([]byte, error) {
	if _, err := mail.ParseAddress(to); err != nil {
		return nil, fmt.Errorf("%s mail: recipient %q: %w", c.Template(), to, err)
	}
	data, err := json.Marshal(c)
	if err != nil {
		return nil, fmt.Errorf("encode %s mail: %w", c.Template(), err)
	}
	if _, err := Decode(c.Template(), data); err != nil {
		return nil, err
	}
	return data, nil
}

// Decode turns the JSON of a mail's content back into the type registered for template.
func Decode(template string, data []byte) (Content, error) {
	registry.RLock()
	t, ok := registry.types[template]
	registry.RUnlock()
	if !ok {
		return nil, fmt.Errorf("unknown mail template %q", template)
	}
	c := reflect.New(t)
	if err := json.Unmarshal(data, c.Interface()); err != nil {
		return nil, fmt.Errorf("decode %s mail: %w", template, err)
	}
	return c.Elem().Interface().(Content), nil
}
