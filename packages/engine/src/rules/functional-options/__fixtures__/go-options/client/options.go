package client

import "time"

// Option configures a Client.
type Option func(*Client)

// WithTimeout sets the request timeout.
func WithTimeout(d time.Duration) Option { return func(c *Client) { c.timeout = d } }

// WithRetries sets how many times a request is retried.
func WithRetries(n int) Option { return func(c *Client) { c.retries = n } }

// WithUserAgent sets the User-Agent header.
func WithUserAgent(ua string) Option { return func(c *Client) { c.ua = ua } }

type Client struct {
	timeout time.Duration
	retries int
	ua      string
}

// New builds a client.
func New(opts ...Option) *Client {
	c := &Client{}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Dial uses another package's option.
func Dial() string { return "grpc.WithInsecure" }
