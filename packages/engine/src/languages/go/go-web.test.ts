import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

describe('go HTTP routes', () => {
  it('reads net/http 1.22 method patterns and the query parameters handlers read', async () => {
    const facts = await extractSnippet(
      'go',
      'internal/server/server.go',
      `package server

import "net/http"

func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/forecast/daily", s.handleDaily)
	mux.HandleFunc("DELETE /v1/locations/{id}", s.handleDelete)
	mux.Handle("/static/", files)
	return s.withLog(mux)
}

func intParam(r *http.Request, name string, def int) int {
	raw := r.URL.Query().Get(name)
	return def
}

func parseCoords(r *http.Request) {
	q := r.URL.Query()
	_ = q.Get("lat")
	_ = r.URL.Query().Get("lon")
}

func (s *Server) handleDaily(w http.ResponseWriter, r *http.Request) {
	parseCoords(r)
	days := intParam(r, "days", 3)
}

func (s *Server) handleDelete(w http.ResponseWriter, r *http.Request) {}

func main() {
	http.HandleFunc("/healthz", health)
}
`,
    );
    expect(withoutLocations(facts.routers)).toEqual([{ id: 'mux', isApp: true, exported: false }]);
    expect(withoutLocations(facts.routes)).toEqual([
      {
        method: 'GET',
        path: '/v1/forecast/daily',
        framework: 'net/http',
        queryParams: ['lat', 'lon', 'days'],
      },
      { method: 'DELETE', path: '/v1/locations/{id}', framework: 'net/http' },
      { method: 'ALL', path: '/static/', framework: 'net/http', handler: 'files' },
      { method: 'ALL', path: '/healthz', framework: 'net/http', handler: 'health' },
    ]);
    expect(facts.routes[0]?.location).toEqual({ path: 'internal/server/server.go', line: 7 });
  });

  it('reads chi routers with Route blocks and Mount of another package', async () => {
    const facts = await extractSnippet(
      'go',
      'cmd/api/routes.go',
      `package main

import (
	"github.com/go-chi/chi/v5"
	"example.com/app/users"
)

func router() http.Handler {
	r := chi.NewRouter()
	r.Get("/", home)
	r.Route("/articles", func(r chi.Router) {
		r.Get("/{id}", getArticle)
		r.Post("/", createArticle)
	})
	r.Mount("/users", users.Routes())
	return r
}
`,
    );
    expect(withoutLocations(facts.routers)).toEqual([
      { id: 'router', isApp: false, exported: false },
      { id: 'router/articles', prefix: '/articles', isApp: false, exported: false },
    ]);
    expect(withoutLocations(facts.mounts)).toEqual([
      { parent: 'router', prefix: '', child: 'router/articles' },
      {
        parent: 'router',
        prefix: '/users',
        child: 'users.Routes',
        childModule: 'example.com/app/users',
        childExport: 'Routes',
      },
    ]);
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'GET', path: '/', router: 'router', framework: 'chi', handler: 'home' },
      { method: 'GET', path: '/{id}', router: 'router/articles', framework: 'chi', handler: 'getArticle' },
      { method: 'POST', path: '/', router: 'router/articles', framework: 'chi', handler: 'createArticle' },
    ]);
  });

  it('reads gin groups, echo groups and gorilla Methods', async () => {
    const gin = await extractSnippet(
      'go',
      'main.go',
      `package main

import "github.com/gin-gonic/gin"

func main() {
	r := gin.Default()
	api := r.Group("/api")
	api.GET("/books", func(c *gin.Context) {
		c.Query("genre")
		c.PostForm("title")
	})
	r.Handle("PATCH", "/x", h)
}
`,
    );
    expect(withoutLocations(gin.routers)).toEqual([
      { id: 'r', isApp: true, exported: false },
      { id: 'api', prefix: '/api', isApp: false, exported: false },
    ]);
    expect(withoutLocations(gin.mounts)).toEqual([{ prefix: '', child: 'api', parent: 'r' }]);
    expect(withoutLocations(gin.routes)).toEqual([
      {
        method: 'GET',
        path: '/books',
        router: 'api',
        framework: 'gin',
        queryParams: ['genre'],
        bodyParams: ['title'],
      },
      { method: 'PATCH', path: '/x', framework: 'gin', handler: 'h' },
    ]);
    const gorilla = await extractSnippet(
      'go',
      'main.go',
      `package main

import "github.com/gorilla/mux"

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/items/{id}", getItem).Methods("GET", "HEAD")
	s := r.PathPrefix("/admin").Subrouter()
	s.HandleFunc("/stats", stats)
}
`,
    );
    expect(withoutLocations(gorilla.routes)).toEqual([
      { method: 'GET', path: '/items/{id}', framework: 'gorilla', handler: 'getItem' },
      { method: 'HEAD', path: '/items/{id}', framework: 'gorilla', handler: 'getItem' },
      { method: 'ALL', path: '/stats', router: 's', framework: 'gorilla', handler: 'stats' },
    ]);
    expect(withoutLocations(gorilla.routers).map((router) => [router.id, router.prefix])).toEqual([
      ['r', undefined],
      ['s', '/admin'],
    ]);
  });

  it('reads echo groups and chi routes registered through With()', async () => {
    const echo = await extractSnippet(
      'go',
      'main.go',
      `package main

import "github.com/labstack/echo/v4"

func main() {
	e := echo.New()
	v1 := e.Group("/v1")
	v1.GET("/users/:id", func(c echo.Context) error { return c.String(200, c.QueryParam("fields")) })
}
`,
    );
    expect(withoutLocations(echo.routes)).toEqual([
      { method: 'GET', path: '/users/:id', router: 'v1', framework: 'echo', queryParams: ['fields'] },
    ]);
    expect(withoutLocations(echo.routers).map((router) => [router.id, router.prefix, router.isApp])).toEqual([
      ['e', undefined, true],
      ['v1', '/v1', false],
    ]);
    const chi = await extractSnippet(
      'go',
      'routes.go',
      `package main

import "github.com/go-chi/chi/v5"

func main() {
	r := chi.NewRouter()
	r.With(auth).Post("/admin/reindex", reindex)
}
`,
    );
    expect(withoutLocations(chi.routes)).toEqual([
      { method: 'POST', path: '/admin/reindex', framework: 'chi', handler: 'reindex' },
    ]);
  });
});
