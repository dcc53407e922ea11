from acme.client import Client

__all__ = ["Client"]
