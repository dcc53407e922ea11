/** The labels users see for issue types, by the engine's display type or subtype. */
const labels: Record<string, string> = {
  external_parameter_mismatch: 'External Parameter Mismatch',
  internal_parameter_mismatch: 'Internal Parameter Mismatch',
  external_method_mismatch: 'External Method Mismatch',
  internal_method_mismatch: 'Internal Method Mismatch',
  external_endpoint_mismatch: 'External Endpoint Mismatch',
  internal_endpoint_mismatch: 'Internal Endpoint Mismatch',
  outdated_example: 'Outdated Example',
  incorrect_example: 'Incorrect Example',
  broken_link: 'Broken Link',
  pr_undocumented_api: 'Undocumented API in Pull Request',
  parameter_name_mismatch: 'Parameter Name Mismatch',
  api_change: 'API Change',
  quality_issue: 'Quality Issue',
  parameter_mismatch: 'Parameter Mismatch',
  method_mismatch: 'Method Mismatch',
  endpoint_mismatch: 'Endpoint Mismatch',
  missing_parameter: 'Missing Parameter',
  extra_parameter: 'Extra Parameter',
  undocumented_api: 'Undocumented API',
  security_risk: 'Security Risk',
};

function words(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter((word) => word !== '')
    .map((word) => (word === 'api' ? 'API' : `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`))
    .join(' ');
}

/**
 * The label for an issue: its type when that has a label, else the subtype prefixed with where
 * the docs live (internal or external), else the type in words.
 */
export function issueTypeLabel(issue: { type: string; subtype: string; category: string }): string {
  const known = labels[issue.type];
  if (known) return known;
  const scope =
    issue.category === 'external_docs' ? 'external' : issue.category === 'internal_docs' ? 'internal' : null;
  const scoped = scope ? labels[`${scope}_${issue.subtype}`] : undefined;
  if (scoped) return scoped;
  return labels[issue.subtype] ?? words(issue.type || issue.subtype);
}
