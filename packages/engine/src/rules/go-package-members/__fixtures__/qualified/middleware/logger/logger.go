package logger

// Formats the logger writes.
const (
	CommonFormat = "${ip} ${method}"
	JSONFormat   = "{}"
)

// Config sets the format.
type Config struct {
	Format string
}

// New returns the middleware.
func New(cfg Config) func() { return func() {} }
