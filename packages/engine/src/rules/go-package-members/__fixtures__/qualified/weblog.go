package weblog

// App serves requests.
type App struct{}

// New creates an app.
func New() *App { return &App{} }

// Use adds a middleware.
func (a *App) Use(handler func()) {}
