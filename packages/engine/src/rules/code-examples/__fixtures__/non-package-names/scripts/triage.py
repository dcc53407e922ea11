class GitHubClient:
    def __init__(self, token):
        self.token = token

    def close_issue(self, number):
        return number
