def serve(app, host=None):
    return app, host
