import os

import click


@click.command()
@click.option("--app")
def run(app):
    click.echo(app)


def main():
    extra = {"context_settings": {}}
    extra["context_settings"].setdefault("auto_envvar_prefix", "GREETER_CLI")
    run(**extra)


TOKEN = os.environ.get("GREETER_TOKEN")
