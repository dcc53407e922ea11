import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

describe('go CLI flags and environment variables', () => {
  it('reads cobra commands and flags', async () => {
    const facts = await extractSnippet(
      'go',
      'cmd/serve.go',
      `package cmd

import "github.com/spf13/cobra"

var rootCmd = &cobra.Command{Use: "skycast"}

var serveCmd = &cobra.Command{
	Use:   "serve [flags]",
	Short: "Run the server",
}

func init() {
	rootCmd.AddCommand(serveCmd)
	rootCmd.PersistentFlags().StringVar(&cfgFile, "config", "", "config file")
	serveCmd.Flags().StringVarP(&output, "output", "o", "json", "output format")
	serveCmd.Flags().BoolP("verbose", "v", false, "verbose")
	serveCmd.Flags().Int("port", 8080, "port")
}
`,
    );
    expect(withoutLocations(facts.cliOptions)).toEqual([
      { flags: [], name: 'serve', takesValue: false, kind: 'command', framework: 'cobra' },
      { flags: ['--config'], name: 'config', takesValue: true, kind: 'option', framework: 'cobra' },
      {
        flags: ['--output', '-o'],
        name: 'output',
        takesValue: true,
        defaultValue: 'json',
        command: 'serve',
        kind: 'option',
        framework: 'cobra',
      },
      {
        flags: ['--verbose', '-v'],
        name: 'verbose',
        takesValue: false,
        defaultValue: 'false',
        command: 'serve',
        kind: 'option',
        framework: 'cobra',
      },
      {
        flags: ['--port'],
        name: 'port',
        takesValue: true,
        defaultValue: '8080',
        command: 'serve',
        kind: 'option',
        framework: 'cobra',
      },
    ]);
  });

  it('reads the flag package and urfave/cli flags', async () => {
    const facts = await extractSnippet(
      'go',
      'main.go',
      `package main

import (
	"flag"
	"github.com/urfave/cli/v2"
)

func main() {
	port := flag.String("port", "8080", "listen port")
	flag.BoolVar(&debug, "debug", false, "debug")
	sync := flag.NewFlagSet("sync", flag.ExitOnError)
	sync.Int("workers", 4, "workers")
	app := &cli.App{
		Commands: []*cli.Command{
			{Name: "run", Flags: []cli.Flag{
				&cli.StringFlag{Name: "config", Aliases: []string{"c"}, Value: "app.yaml", EnvVars: []string{"APP_CONFIG"}},
			}},
		},
	}
	cmd := cli.Command{Name: "ping", Flags: []cli.Flag{&cli.BoolFlag{Name: "quiet"}}}
}
`,
    );
    expect(withoutLocations(facts.cliOptions)).toEqual([
      { flags: [], name: 'run', takesValue: false, kind: 'command', framework: 'urfave/cli' },
      {
        flags: ['--config', '-c'],
        name: 'config',
        takesValue: true,
        defaultValue: 'app.yaml',
        command: 'run',
        kind: 'option',
        framework: 'urfave/cli',
      },
      { flags: [], name: 'ping', takesValue: false, kind: 'command', framework: 'urfave/cli' },
      {
        flags: ['--quiet'],
        name: 'quiet',
        takesValue: false,
        command: 'ping',
        kind: 'option',
        framework: 'urfave/cli',
      },
      {
        flags: ['-port', '--port'],
        name: 'port',
        takesValue: true,
        defaultValue: '8080',
        kind: 'option',
        framework: 'flag',
      },
      {
        flags: ['-debug', '--debug'],
        name: 'debug',
        takesValue: false,
        defaultValue: 'false',
        kind: 'option',
        framework: 'flag',
      },
      {
        flags: ['-workers', '--workers'],
        name: 'workers',
        takesValue: true,
        defaultValue: '4',
        command: 'sync',
        kind: 'option',
        framework: 'flag',
      },
    ]);
    expect(withoutLocations(facts.envVars)).toEqual([{ name: 'APP_CONFIG' }]);
  });

  it('reads os.Getenv, os.LookupEnv, local wrappers and env struct tags', async () => {
    const facts = await extractSnippet(
      'go',
      'internal/config/config.go',
      `package config

import "os"

type Settings struct {
	Port int \`env:"APP_PORT" envDefault:"8080"\`
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return fallback
}

func Load() {
	_ = os.Getenv("APP_KEY")
	_, _ = os.LookupEnv("APP_DEBUG")
	_ = getenv("APP_CACHE_TTL", "10m")
}
`,
    );
    expect(withoutLocations(facts.envVars)).toEqual([
      { name: 'APP_PORT', defaultValue: '8080' },
      { name: 'APP_KEY' },
      { name: 'APP_DEBUG' },
      { name: 'APP_CACHE_TTL', defaultValue: '10m' },
    ]);
    expect(facts.envVars[3]?.location).toEqual({ path: 'internal/config/config.go', line: 19 });
  });

  it('reads viper bindings and automatic environment keys', async () => {
    const facts = await extractSnippet(
      'go',
      'cmd/root.go',
      `package cmd

import "github.com/spf13/viper"

func initConfig() {
	viper.SetEnvPrefix("skycast")
	viper.SetDefault("listen.addr", ":8080")
	viper.BindEnv("api_key", "FORECAST_API_KEY")
	viper.AutomaticEnv()
	_ = viper.GetString("listen.addr")
}
`,
    );
    expect(withoutLocations(facts.envVars)).toEqual([
      { name: 'FORECAST_API_KEY' },
      { name: 'SKYCAST_LISTEN_ADDR', defaultValue: ':8080' },
    ]);
  });

  it('reads flags defined on a FlagSet parameter', async () => {
    const facts = await extractSnippet(
      'go',
      'internal/config/flags.go',
      `package config

import "flag"

func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.Addr, "addr", ":8080", "listen address")
	fs.DurationVar(&c.Timeout, "timeout", 5*time.Second, "request timeout")
	_ = c.name.String()
}
`,
    );
    expect(withoutLocations(facts.cliOptions)).toEqual([
      {
        flags: ['-addr', '--addr'],
        name: 'addr',
        takesValue: true,
        defaultValue: ':8080',
        kind: 'option',
        framework: 'flag',
      },
      {
        flags: ['-timeout', '--timeout'],
        name: 'timeout',
        takesValue: true,
        defaultValue: '5*time.Second',
        kind: 'option',
        framework: 'flag',
      },
    ]);
  });
});
