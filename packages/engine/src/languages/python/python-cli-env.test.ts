import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

describe('python CLI options and environment variables', () => {
  it('reads argparse options, arguments and sub-commands', async () => {
    const facts = await extractSnippet(
      'python',
      'tool/cli.py',
      `
import argparse

def build():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quality", "-q", type=int, default=80)
    parser.add_argument("--verbose", action="store_true")
    sub = parser.add_subparsers(dest="command")
    resize = sub.add_parser("resize")
    resize.add_argument("src")
    resize.add_argument("--color", action=argparse.BooleanOptionalAction)
`,
    );
    expect(withoutLocations(facts.cliOptions)).toEqual([
      {
        flags: ['--quality', '-q'],
        name: 'quality',
        takesValue: true,
        defaultValue: '80',
        kind: 'option',
        framework: 'argparse',
      },
      { flags: ['--verbose'], name: 'verbose', takesValue: false, kind: 'option', framework: 'argparse' },
      { flags: [], name: 'resize', takesValue: false, kind: 'command', framework: 'argparse' },
      {
        flags: [],
        name: 'src',
        takesValue: true,
        kind: 'argument',
        framework: 'argparse',
        command: 'resize',
      },
      {
        flags: ['--color', '--no-color'],
        name: 'color',
        takesValue: false,
        kind: 'option',
        framework: 'argparse',
        command: 'resize',
      },
    ]);
  });

  it('reads click commands and typer parameters', async () => {
    const click = await extractSnippet(
      'python',
      'tool/cli.py',
      `
import click

verbose_option = click.option("--verbose", "-v", is_flag=True)

@click.group()
def cli():
    pass

@cli.command("serve")
@click.option("--port", "-p", default=8000, help="port")
@click.option("--reload/--no-reload", default=False)
@click.argument("root")
def serve(port, reload, root):
    pass
`,
    );
    expect(withoutLocations(click.cliOptions)).toEqual([
      { flags: ['--verbose', '-v'], name: 'verbose', takesValue: false, kind: 'option', framework: 'click' },
      { flags: [], name: 'serve', takesValue: false, kind: 'command', framework: 'click' },
      {
        flags: ['--port', '-p'],
        name: 'port',
        takesValue: true,
        defaultValue: '8000',
        kind: 'option',
        framework: 'click',
        command: 'serve',
      },
      {
        flags: ['--reload', '--no-reload'],
        name: 'reload',
        takesValue: false,
        defaultValue: 'False',
        kind: 'option',
        framework: 'click',
        command: 'serve',
      },
      { flags: [], name: 'root', takesValue: true, kind: 'argument', framework: 'click', command: 'serve' },
    ]);
    const typer = await extractSnippet(
      'python',
      'tool/main.py',
      `
import typer
from typing import Annotated

app = typer.Typer()

@app.command()
def shrink(path: str, quality: int = typer.Option(80, "--quality", "-q"), dry_run: bool = False, name: Annotated[str, typer.Option("--name")] = "x"):
    pass

@app.command()
def status():
    pass
`,
    );
    expect(withoutLocations(typer.cliOptions)).toEqual([
      { flags: [], name: 'shrink', takesValue: false, kind: 'command', framework: 'typer' },
      { flags: [], name: 'path', takesValue: true, kind: 'argument', framework: 'typer', command: 'shrink' },
      {
        flags: ['--quality', '-q'],
        name: 'quality',
        takesValue: true,
        defaultValue: '80',
        kind: 'option',
        framework: 'typer',
        command: 'shrink',
      },
      {
        flags: ['--dry-run', '--no-dry-run'],
        name: 'dry-run',
        takesValue: false,
        defaultValue: 'False',
        kind: 'option',
        framework: 'typer',
        command: 'shrink',
      },
      {
        flags: ['--name'],
        name: 'name',
        takesValue: true,
        defaultValue: 'x',
        kind: 'option',
        framework: 'typer',
        command: 'shrink',
      },
      { flags: [], name: 'status', takesValue: false, kind: 'command', framework: 'typer' },
    ]);
    const single = await extractSnippet(
      'python',
      'tool/single.py',
      'import typer\napp = typer.Typer()\n\n@app.command()\ndef main(path: str, force: bool = False):\n    pass\n',
    );
    expect(withoutLocations(single.cliOptions)).toEqual([
      { flags: [], name: 'path', takesValue: true, kind: 'argument', framework: 'typer' },
      {
        flags: ['--force', '--no-force'],
        name: 'force',
        takesValue: false,
        defaultValue: 'False',
        kind: 'option',
        framework: 'typer',
      },
    ]);
  });

  it('reads environment variables directly and through a local wrapper', async () => {
    const facts = await extractSnippet(
      'python',
      'app/config.py',
      `
import os
from os import environ, getenv

def env(name, default=None):
    return os.environ.get(name, default)

SECRET = os.environ["APP_SECRET"]
DB = os.environ.get("APP_DB", "sqlite://")
PORT = int(getenv("APP_PORT", 8000))
MODE = environ.get("APP_MODE")
DEBUG = "APP_DEBUG" in os.environ
LEVEL = env("APP_LOG_LEVEL", "info")
HOST = env("APP_HOST")
`,
    );
    expect(withoutLocations(facts.envVars)).toEqual([
      { name: 'APP_SECRET' },
      { name: 'APP_DB', defaultValue: 'sqlite://' },
      { name: 'APP_PORT', defaultValue: '8000' },
      { name: 'APP_MODE' },
      { name: 'APP_DEBUG' },
      { name: 'APP_LOG_LEVEL', defaultValue: 'info' },
      { name: 'APP_HOST', defaultValue: 'None' },
    ]);
  });

  it('reads pydantic settings fields, decouple/environs helpers and click envvar options', async () => {
    const settings = await extractSnippet(
      'python',
      'app/settings.py',
      `
from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SHOP_")

    database_url: str = "sqlite:///shop.db"
    debug: bool = False
    api_key: str = Field(..., validation_alias="PAYMENTS_API_KEY")
    workers: int = Field(4, description="worker count")
`,
    );
    expect(withoutLocations(settings.envVars)).toEqual([
      { name: 'SHOP_DATABASE_URL', defaultValue: 'sqlite:///shop.db' },
      { name: 'SHOP_DEBUG', defaultValue: 'False' },
      { name: 'PAYMENTS_API_KEY' },
      { name: 'SHOP_WORKERS', defaultValue: '4' },
    ]);
    const libraries = await extractSnippet(
      'python',
      'app/config.py',
      `
import click
from decouple import config

SECRET = config("APP_SECRET", default="dev")

@click.command()
@click.option("--token", envvar="APP_TOKEN")
def main(token):
    pass
`,
    );
    expect(withoutLocations(libraries.envVars)).toEqual([
      { name: 'APP_SECRET', defaultValue: 'dev' },
      { name: 'APP_TOKEN' },
    ]);
  });
});
