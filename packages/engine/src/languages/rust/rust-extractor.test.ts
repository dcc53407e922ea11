import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

describe('rust extractor', () => {
  it('reads pub items, impl methods and use trees', async () => {
    const facts = await extractSnippet(
      'rust',
      'src/config.rs',
      `use std::{env, collections::HashMap as Map};

pub const MAX_RETRIES: u32 = 5;

pub struct Config {
    pub port: u16,
    secret: String,
}

impl Config {
    pub fn new(port: u16, name: impl Into<String>) -> Self { todo!() }
    pub fn load(&self) -> u16 { env::var("APP_PORT").unwrap(); self.port }
    fn check(&mut self) {}
}

pub trait Store {
    fn get(&self, key: &str) -> Option<String>;
}

fn version() -> &'static str { env!("CARGO_PKG_VERSION") }

pub(crate) fn internal() {}
`,
    );
    expect(facts.imports).toEqual([
      { source: 'std', names: ['env'] },
      { source: 'std::collections', names: ['HashMap'] },
    ]);
    expect(
      facts.symbols.map((symbol) => [
        symbol.kind,
        symbol.container,
        symbol.name,
        symbol.exported,
        symbol.isStatic ?? false,
      ]),
    ).toEqual([
      ['constant', undefined, 'MAX_RETRIES', true, false],
      ['type', undefined, 'Config', true, false],
      ['field', 'Config', 'port', true, false],
      ['field', 'Config', 'secret', false, false],
      ['method', 'Config', 'new', true, true],
      ['method', 'Config', 'load', true, false],
      ['method', 'Config', 'check', false, false],
      ['interface', undefined, 'Store', true, false],
      ['method', 'Store', 'get', true, false],
      ['function', undefined, 'version', false, false],
      ['function', undefined, 'internal', false, false],
    ]);
    expect(facts.symbols.find((symbol) => symbol.name === 'new')?.params).toEqual([
      { name: 'port', kind: 'positional', optional: false, type: 'u16' },
      { name: 'name', kind: 'positional', optional: false, type: 'impl Into<String>' },
    ]);
    expect(withoutLocations(facts.envVars)).toEqual([{ name: 'APP_PORT' }, { name: 'CARGO_PKG_VERSION' }]);
  });

  it('reads axum routers with extractor params and actix attribute routes', async () => {
    const facts = await extractSnippet(
      'rust',
      'src/routes.rs',
      `use axum::{routing::{get, post}, Router, extract::Query, Json};

#[derive(Deserialize)]
struct ListParams { genre: Option<String>, page: u32 }

#[derive(Deserialize)]
struct NewBook { title: String }

async fn list(Query(params): Query<ListParams>) {}
async fn create(Json(body): Json<NewBook>) {}

pub fn books() -> Router {
    Router::new().route("/books", get(list).post(create)).nest("/admin", admin())
}

#[get("/health")]
async fn health() {}
`,
    );
    expect(withoutLocations(facts.routers)).toEqual([{ id: 'books', isApp: false, exported: true }]);
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'GET', path: '/books', router: 'books', framework: 'axum', queryParams: ['genre', 'page'] },
      { method: 'POST', path: '/books', router: 'books', framework: 'axum', bodyParams: ['title'] },
      { method: 'GET', path: '/health', framework: 'axum' },
    ]);
    expect(withoutLocations(facts.mounts)).toEqual([{ parent: 'books', prefix: '/admin', child: 'admin' }]);
  });

  it('reads clap derive options and subcommands', async () => {
    const facts = await extractSnippet(
      'rust',
      'src/main.rs',
      `use clap::{Parser, Subcommand};

#[derive(Parser)]
struct Cli {
    #[arg(short, long, default_value = "out")]
    output: String,
    #[arg(long = "dry-run")]
    dry: bool,
    #[arg(long, env = "APP_TOKEN")]
    token: Option<String>,
    input: String,
}

#[derive(Subcommand)]
enum Command {
    Serve {
        #[arg(short = 'p', long, default_value_t = 8080)]
        port: u16,
    },
}
`,
    );
    expect(withoutLocations(facts.cliOptions)).toEqual([
      {
        flags: ['--output', '-o'],
        name: 'output',
        takesValue: true,
        defaultValue: 'out',
        kind: 'option',
        framework: 'clap',
      },
      { flags: ['--dry-run'], name: 'dry-run', takesValue: false, kind: 'option', framework: 'clap' },
      { flags: ['--token'], name: 'token', takesValue: true, kind: 'option', framework: 'clap' },
      { flags: [], name: 'input', takesValue: true, kind: 'argument', framework: 'clap' },
      { flags: [], name: 'serve', takesValue: false, kind: 'command', framework: 'clap' },
      {
        flags: ['--port', '-p'],
        name: 'port',
        takesValue: true,
        defaultValue: '8080',
        command: 'serve',
        kind: 'option',
        framework: 'clap',
      },
    ]);
    expect(withoutLocations(facts.envVars)).toEqual([{ name: 'APP_TOKEN' }]);
  });

  it('records trait impls as the type extending the trait, and `Self` returns as the impl type', async () => {
    const facts = await extractSnippet(
      'rust',
      'src/lib.rs',
      'pub struct Client;\nimpl Client {\n    pub fn new() -> Self { Client }\n    pub fn retries(&mut self, n: u32) -> &mut Self { self }\n}\nimpl crate::auth::Sign<u8> for Client {}\nimpl fmt::Display for Client {}\n',
    );
    expect(facts.symbols.filter((s) => s.extends).map((s) => [s.name, s.extends, s.exported])).toEqual([
      ['Client', ['Sign'], false],
      ['Client', ['fmt.Display'], false],
    ]);
    expect(facts.symbols.filter((s) => s.container === 'Client').map((s) => s.type)).toEqual([
      'Client',
      '&mut Client',
    ]);
  });
});
