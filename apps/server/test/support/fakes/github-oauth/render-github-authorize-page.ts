import type { FakeGithubOauthState } from './fake-github-oauth-state.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** GitHub's "Authorize application" screen, reduced to what a test clicks: Authorize or Cancel. */
export function renderGithubAuthorizePage(state: FakeGithubOauthState, query: URLSearchParams): string {
  const account = state.signedInAs === undefined ? undefined : state.accounts.get(state.signedInAs);
  const scopes = (query.get('scope') ?? '').split(/[ ,]+/).filter(Boolean);
  const passOn = escapeHtml(query.toString());
  return `<!doctype html><html><head><title>Authorize application</title></head><body>
<h1>Authorize ${escapeHtml(state.appName)}</h1>
<p>Signed in as <strong>${escapeHtml(account?.login ?? 'nobody')}</strong></p>
<ul>${scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('')}</ul>
<form method="post" action="/login/oauth/authorize/decide?${passOn}">
<button type="submit" name="authorize" value="1">Authorize ${escapeHtml(account?.login ?? '')}</button>
<button type="submit" name="authorize" value="0">Cancel</button>
</form>
</body></html>`;
}
