/** How the return query's integration ids read in a sentence. */
const names = new Map([
  ['slack', 'Slack'],
  ['email', 'Email'],
  ['teams', 'Microsoft Teams'],
  ['linear', 'Linear'],
  ['notion', 'Notion'],
  ['confluence', 'Confluence'],
  ['sharepoint', 'SharePoint'],
  ['jira', 'Jira'],
  ['github', 'GitHub'],
  ['github_app', 'GitHub App'],
  ['gitlab', 'GitLab'],
  ['bitbucket', 'Bitbucket'],
]);

/** The product name of an integration id; an id the app does not know reads as given. */
export function integrationDisplayName(id: string): string {
  return names.get(id) ?? id;
}
