import os


class Config(dict):
    def from_prefixed_env(self, prefix="GREETER_CONF"):
        for key, value in os.environ.items():
            if key.startswith(f"{prefix}_"):
                self[key[len(prefix) + 1 :]] = value
