package zlog

// Array holds array values.
type Array struct{}

// Context builds a logger context.
type Context struct{}

// Event is one log event.
type Event struct{}

// Other is a third type.
type Other struct{}

// Str adds a string.
func (c Context) Str(key, val string) Context { return c }

// Array adds an array.
func (c Context) Array(key string, arr *Array) Context { return c }

// Array adds an array.
func (e *Event) Array(key string, arr *Array) *Event { return e }

// Msg writes the event.
func (e *Event) Msg(msg string) {}

// Int adds an int.
func (o Other) Int(key string, i int) Other { return o }

// Formatter formats events.
type Formatter interface {
	Format(e *Event) ([]byte, error)
}

// TextFormatter formats as text.
type TextFormatter struct{}

// Format formats one event.
func (t *TextFormatter) Format(e *Event) ([]byte, error) { return nil, nil }

// Close closes the event; the code still calls Close on files.
func (e *Event) Close() error { return nil }
