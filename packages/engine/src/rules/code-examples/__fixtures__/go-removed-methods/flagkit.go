package flagkit

import "net/http"

// FlagSet holds flags.
type FlagSet struct {
	name string
}

// NewFlagSet makes a FlagSet.
func NewFlagSet(name string) *FlagSet { return &FlagSet{name: name} }

// NewClient makes a client.
func NewClient() *FlagSet { return nil }

// SetNormalizeFunc sets how flag names are normalized.
func (f *FlagSet) SetNormalizeFunc(fn func(string) string) {}

// Parse parses the arguments.
func (f *FlagSet) Parse(args []string) error { return nil }

// Mock records expected calls.
type Mock struct{}

// Call is one expected call.
type Call struct{}

// On expects a call.
func (m *Mock) On(method string, args ...interface{}) *Call { return &Call{} }

// Return sets what the call returns.
func (c *Call) Return(values ...interface{}) *Call { return c }

// Unset removes the expectation.
func (c *Call) Unset() *Call { return c }

// Entry is one log entry.
type Entry struct{}

// Formatter formats entries.
type Formatter interface {
	Format(e *Entry) ([]byte, error)
}

// TextFormatter formats as text.
type TextFormatter struct{}

// Format formats one entry.
func (t *TextFormatter) Format(e *Entry) ([]byte, error) { return nil, nil }

// SetFormatter sets the formatter.
func SetFormatter(f Formatter) {}

// Router routes requests.
type Router interface {
	http.Handler
	Use(mw func(http.Handler) http.Handler)
	Group(fn func(r Router)) Router
	Mount(pattern string, h http.Handler)
}

// Mux is a Router.
type Mux struct{}

func (mx *Mux) ServeHTTP(w http.ResponseWriter, r *http.Request) {}
func (mx *Mux) Use(mw func(http.Handler) http.Handler)            {}
func (mx *Mux) Group(fn func(r Router)) Router                    { return mx }
func (mx *Mux) Mount(pattern string, h http.Handler)              {}

// Close closes the set; the code still calls it on files too.
func (f *FlagSet) Close() error { return nil }
