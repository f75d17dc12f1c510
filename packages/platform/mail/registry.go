package mail

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/mail"
	"reflect"
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
	types map[string]reflect.Type
}{types: map[string]reflect.Type{}}

// Register makes the type of each content the content of the template it names, so
// that a queued mail of that template decodes back into that type (as gob.Register
// does for gob). The package that sends a kind of mail registers it in its init;
// registering one template twice panics.
func Register(contents ...Content) {
	registry.Lock()
	defer registry.Unlock()
	for _, c := range contents {
		name := c.Template()
		if _, ok := registry.types[name]; ok {
			panic(fmt.Sprintf("mail: template %q registered twice", name))
		}
		registry.types[name] = reflect.TypeOf(c)
	}
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
