def cached(fn):
    return fn
